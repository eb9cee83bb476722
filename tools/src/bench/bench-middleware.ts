/**
 * `npx tsx tools/src/bench/bench-middleware.ts`: what each layer of a service's stack costs a cached read. A Koa app answers
 * the same 8 KB of JSON with service-kit's middleware added one layer at a time, each in a process of its own under
 * the bench's autocannon load; prints the CPU time the process used per request (µs), which depends far less on the
 * machine's load than requests/second. The last row puts the micro-cache in front (decision 157): the same stack, the
 * read answered before Koa with its log line and metrics. (`--serve <layers>` is the server side.)
 */
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import {
  MicroCache,
  authenticate,
  createLogger,
  errorMiddleware,
  httpMetricsMiddleware,
  metricsRoute,
  requestIdMiddleware,
  requestLogMiddleware,
  startHttpServer,
} from '@padel/service-kit';
import { newsRouter } from '../../../services/news/src/entry-points/news-router';
import { measure, startProcess } from './bench-load';

const LAYERS = [
  'Koa alone',
  '+ metrics (prom-client)',
  '+ request id in an AsyncLocalStorage context',
  '+ request log line (pino, asynchronous)',
  '+ errors, body parser, /metrics route',
  '+ authenticate (no token)',
  "+ the news service's router (@koa/router, query validation)",
  '+ micro-cache in front of Koa (answered before the middleware)',
] as const;

const body = Buffer.from(JSON.stringify(Array.from({ length: 12 }, (_, index) => ({ id: index, title: 'x'.repeat(600) }))));

async function serve(layers: number): Promise<void> {
  const app = new Koa();
  app.proxy = true;
  app.silent = true;
  const logger = createLogger('bench-middleware');
  const microCache = layers >= 7 ? new MicroCache({ logger }) : undefined;
  const answer = (ctx: Koa.Context) => {
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
  };
  if (layers >= 1) app.use(httpMetricsMiddleware());
  if (layers >= 2) app.use(requestIdMiddleware());
  if (layers >= 3) app.use(requestLogMiddleware(logger));
  if (microCache) app.use(microCache.keeper());
  if (layers >= 4) {
    app.use(errorMiddleware(logger));
    app.use(bodyParser({ enableTypes: ['json'] }));
    app.use(metricsRoute());
  }
  if (layers >= 5) app.use(authenticate(undefined));
  if (layers >= 6) {
    // Kept by the micro-cache (if any) for the whole run.
    const router = newsRouter(async () => ({ json: body, expiresAt: Date.now() + 3_600_000 }), { articleCacheMs: 0 });
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  } else app.use(answer);
  // The services' own server (startHttpServer), so every row pays for its keep-alive and shutdown bookkeeping too.
  const server = await startHttpServer(app, 0, '127.0.0.1', { answerFirst: microCache?.answer });
  process.stdout.write(`READY http://127.0.0.1:${server.port}\n`);
  process.once('SIGTERM', () => process.exit(0));
}

async function main(): Promise<void> {
  const rows: Array<[string, number, number]> = [];
  for (let layers = 0; layers < LAYERS.length; layers += 1) {
    const app = await startProcess('middleware', path.join(__dirname, 'bench-middleware.ts'), ['--serve', String(layers)]);
    try {
      const load = await measure(LAYERS[layers]!, `${app.url}/api/news`, false, { app: app.pid });
      rows.push([LAYERS[layers]!, load.requestsPerSecond, load.cpuUsPerRequest.app!]);
    } finally {
      await app.stop();
    }
  }
  console.log(`\n${'layers'.padEnd(62)}   req/s   CPU µs per request`);
  for (const [name, rps, cpu] of rows) console.log(`${name.padEnd(62)}${rps.toFixed(0).padStart(8)}${cpu.toFixed(0).padStart(13)}`);
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex !== -1) void serve(Number(process.argv[serveIndex + 1]));
else {
  process.env.LOG_LEVEL ??= 'info';
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
