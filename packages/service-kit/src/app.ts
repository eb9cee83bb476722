import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa from 'koa';
import { apiMessage, type ApiCode } from '@padel/contracts';
import type { Logger } from 'pino';
import { authenticate, type TokenVerifier } from './auth';
import { isCanonicalApiPath } from './canonical-path';
import { errorMiddleware } from './error-middleware';
import { AppError } from './errors';
import { healthRoutes, type ReadinessChecks } from './health';
import { requestIdMiddleware, requestLogMiddleware } from './http-middleware';
import { httpMetricsMiddleware, metricsRoute } from './metrics';
import type { MicroCache } from './micro-cache';
import { mongoReady } from './mongo';
import { storeGuard } from './store-guard';
import { LOOPBACK_PROXIES, trustedProxyMatcher } from './trusted-proxies';

export type { ReadinessChecks };

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  routers: Router<Koa.DefaultState, Koa.DefaultContext>[];
  /** Readiness of the dependencies; default: the mongoose connection is open. */
  ready?: () => Promise<boolean | ReadinessChecks>;
  /**
   * When given (even undefined, meaning "Keycloak not configured"), `authenticate` runs before the
   * routers, so a bad bearer token is rejected on every API route.
   */
  verifier?: TokenVerifier | undefined;
  /** When given, API routes answer 503 at once while it says the database is unreachable (not /health or /ready). */
  storeAvailable?: () => boolean;
  /** Peers whose X-Forwarded-* headers count (addresses and CIDR ranges, comma-separated); default loopback. */
  trustedProxies?: string;
  /**
   * Whether events published while answering a request carry its id (`requestIdMiddleware`'s `correlate`); default
   * true. A service that publishes no events passes false.
   */
  correlateEvents?: boolean;
  /** Keeps the public reads routes answer with `answerPublicRead`; serve it with `startHttpServer`'s `answerFirst`. */
  microCache?: MicroCache;
}

/**
 * Koa believes X-Forwarded-* (`ctx.ip`, `ctx.protocol`, `ctx.host`) once `app.proxy` is on: they are dropped here
 * unless the peer is a trusted proxy (the gateway), so a client talking to the service directly cannot forge them.
 */
function forwardedHeadersFromTrustedProxies(trustedProxies: string): Koa.Middleware {
  const trusted = trustedProxyMatcher(trustedProxies);
  return async (ctx, next) => {
    if (!trusted(ctx.req.socket.remoteAddress)) {
      for (const name of Object.keys(ctx.req.headers)) {
        if (name.startsWith('x-forwarded-') || name === 'forwarded') delete ctx.req.headers[name];
      }
    }
    await next();
  };
}

/**
 * Koa app with request metrics, ids and logs, JSON errors, a JSON body parser (100 kB), `GET /health`,
 * `GET /ready`, `GET /metrics`, the given routers, and JSON `{ error, code }` bodies for unknown paths and methods.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const { name, logger, routers } = options;
  const ready = options.ready ?? (async () => mongoReady());
  const app = new Koa();
  app.proxy = true;
  app.silent = true;

  app.use(forwardedHeadersFromTrustedProxies(options.trustedProxies ?? LOOPBACK_PROXIES));
  app.use(httpMetricsMiddleware());
  app.use(requestIdMiddleware({ correlate: options.correlateEvents ?? true }));
  app.use(requestLogMiddleware(logger));
  if (options.microCache) app.use(options.microCache.keeper());
  app.use(errorMiddleware(logger));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' }));
  // Responses that end without a body (unknown path, wrong method) still answer JSON. A method no route has (TRACE,
  // CONNECT) is the client's mistake like any other wrong method: 405, never the router's 501 (a server error).
  app.use(async (ctx, next) => {
    await next();
    if (ctx.body === undefined || ctx.body === null) {
      if (ctx.status === 501) ctx.status = 405;
      const codes: Record<number, ApiCode> = { 404: 'NOT_FOUND', 405: 'METHOD_NOT_ALLOWED' };
      const code = codes[ctx.status];
      if (code) {
        ctx.status = ctx.status; // explicit, so setting the body keeps it
        ctx.body = { error: apiMessage(code), code };
      }
    }
  });

  // One spelling per route (decision 181): a trailing slash, an empty or dot segment or a needless escape names no
  // route, whatever the router would make of it, and answers 404 before the token is even looked at.
  app.use(async (ctx, next) => {
    if (!isCanonicalApiPath(ctx.path)) throw new AppError(404, 'NOT_FOUND');
    await next();
  });
  app.use(healthRoutes({ service: name, ready }));
  // Services listen where only the gateway reaches them, and the gateway forwards /api only: this stays internal.
  app.use(metricsRoute());
  if (options.storeAvailable) app.use(storeGuard(options.storeAvailable));

  if ('verifier' in options) app.use(authenticate(options.verifier));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  return app;
}
