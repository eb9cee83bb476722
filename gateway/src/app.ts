import Koa, { type Context } from 'koa';
import compress from 'koa-compress';
import {
  AppError,
  createLogger,
  createTokenVerifier,
  errorMiddleware,
  healthRoutes,
  httpMetricsMiddleware,
  metricsRoute,
  requestIdMiddleware,
  requestLogMiddleware,
  runReadinessChecks,
  startHttpServer,
  type HttpServer,
  type ReadinessCheck,
} from '@padel/service-kit';
import { keycloakSettings, loadConfig, type Config } from './config';
import { createProxy, type Proxy } from './proxy/http-proxy';
import { isCanonicalPath, isUnder, serviceForPath, type ServiceName } from './routes/api-routes';
import { isPublicKeycloakPath } from './routes/auth-routes';
import { buildRuntimeConfig } from './routes/runtime-config';
import { directoryCheck, httpCheck, upOrDown } from './routes/readiness';
import { serveStatic, type StaticSite } from './static/static-files';
import { securityHeaders } from './middleware/security-headers';
import { verifyBearerToken } from './middleware/bearer-auth';
import { createFixedWindowLimiter } from './middleware/rate-limit';

const logger = createLogger('gateway');
const readinessTimeoutMs = 2_000;

/** A front end mounted at `prefix`: served from its dist directory, or proxied to its own static server. */
interface FrontEnd extends StaticSite {
  upstream?: string;
}

function frontEnds(config: Config): FrontEnd[] {
  return [
    { name: 'mf-public', prefix: '/mf/public', root: config.MF_PUBLIC_DIST, upstream: config.MF_PUBLIC_UPSTREAM, spaFallback: false },
    { name: 'mf-teams', prefix: '/mf/teams', root: config.MF_TEAMS_DIST, upstream: config.MF_TEAMS_UPSTREAM, spaFallback: false },
    { name: 'mf-host', prefix: '/mf/host', root: config.MF_HOST_DIST, upstream: config.MF_HOST_UPSTREAM, spaFallback: false },
    // Last: the shell owns every path nobody else does.
    { name: 'shell', prefix: '', root: config.SHELL_DIST, upstream: config.SHELL_UPSTREAM, spaFallback: true },
  ];
}

function originOf(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
}

/**
 * The public app (site, /api, /auth, /health, /ready without details) and the operators' app (`/ready` with each
 * dependency up or down, `/metrics`), which listens on OPS_PORT where only operators reach it.
 */
export function createGatewayApp(config: Config): { app: Koa; opsApp: Koa; proxy: Proxy } {
  const keycloak = keycloakSettings(config);
  const verifyToken = keycloak
    ? createTokenVerifier({
        jwksUrl: `${keycloak.internalUrl}/realms/${keycloak.realm}/protocol/openid-connect/certs`,
        issuer: `${keycloak.publicUrl}/realms/${keycloak.realm}`,
        audience: keycloak.audience,
      })
    : undefined;
  const serviceUrls: Record<ServiceName, URL> = {
    players: new URL(config.PLAYERS_URL),
    tournaments: new URL(config.TOURNAMENTS_URL),
    teams: new URL(config.TEAMS_URL),
    news: new URL(config.NEWS_URL),
  };
  const sites = frontEnds(config);
  const runtimeConfig = buildRuntimeConfig(config);
  const proxy = createProxy({ timeoutMs: config.UPSTREAM_TIMEOUT_MS, streamIdleTimeoutMs: config.STREAM_IDLE_TIMEOUT_MS });
  const checkBearer = verifyBearerToken(verifyToken);
  // Each sign-up creates an identity-provider account: scripted mass sign-ups are refused per client address.
  const signupLimiter =
    config.SIGNUP_RATE_LIMIT > 0 ? createFixedWindowLimiter({ limit: config.SIGNUP_RATE_LIMIT, windowMs: 3_600_000 }) : undefined;
  const limitSignups = (ctx: Context) => {
    if (!signupLimiter || ctx.method !== 'POST' || ctx.path !== '/api/auth/signup') return;
    const { allowed, retryAfterSeconds } = signupLimiter.take(ctx.ip);
    if (allowed) return;
    ctx.set('Retry-After', String(retryAfterSeconds));
    throw new AppError(429, 'RATE_LIMITED');
  };

  const readinessChecks: Record<string, ReadinessCheck> = {};
  for (const [name, url] of Object.entries(serviceUrls)) {
    readinessChecks[name] = httpCheck(new URL('/health', url).href, readinessTimeoutMs);
  }
  if (keycloak) readinessChecks.keycloak = httpCheck(`${keycloak.internalUrl}/realms/${keycloak.realm}`, readinessTimeoutMs);
  for (const site of sites) {
    readinessChecks[site.name] = site.upstream
      ? httpCheck(new URL('/health', site.upstream).href, readinessTimeoutMs)
      : directoryCheck(site.root);
  }

  const assetOrigins = [config.REMOTE_MF_PUBLIC_URL, config.REMOTE_MF_TEAMS_URL, config.REMOTE_MF_HOST_URL]
    .map(originOf)
    .filter((origin): origin is string => Boolean(origin));
  const authOrigins = keycloak ? [new URL(keycloak.publicUrl).origin] : [];

  const app = new Koa({ proxy: config.TRUST_PROXY });
  app.silent = true; // errors are answered and logged by errorMiddleware

  const requireCanonicalPath = (ctx: Context) => {
    if (!isCanonicalPath(ctx.path)) throw new AppError(400, 'INVALID_PATH');
  };

  async function dispatch(ctx: Context): Promise<void> {
    const { path } = ctx;
    if (path === '/config.json' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = runtimeConfig;
      return;
    }
    if (isUnder(path, '/api')) {
      requireCanonicalPath(ctx);
      const service = serviceForPath(path);
      if (!service) throw new AppError(404, 'NOT_FOUND');
      limitSignups(ctx);
      ctx.compress = false; // API responses may carry secrets next to reflected input (BREACH): never compressed here
      await checkBearer(ctx, () => proxy.forward(ctx, { baseUrl: serviceUrls[service] }));
      return;
    }
    if (isUnder(path, '/auth')) {
      if (!keycloak) throw new AppError(503, 'AUTH_NOT_CONFIGURED');
      requireCanonicalPath(ctx);
      if (!isPublicKeycloakPath(path, keycloak.realm)) throw new AppError(404, 'NOT_FOUND');
      ctx.compress = false; // token responses: same reasoning as the API
      await proxy.forward(ctx, { baseUrl: new URL(keycloak.internalUrl), stripPrefix: '/auth' });
      return;
    }
    const site = sites.find((candidate) => candidate.prefix === '' || isUnder(path, candidate.prefix))!;
    if (site.upstream) {
      requireCanonicalPath(ctx);
      await proxy.forward(ctx, { baseUrl: new URL(site.upstream), stripPrefix: site.prefix, compress: true });
      return;
    }
    await serveStatic(ctx, site);
  }

  // One series per kind of request, never per path: /api/<service>, /auth, a front end, or the fixed paths.
  const routeOf = (ctx: Context): string => {
    const { path } = ctx;
    if (path === '/health' || path === '/ready' || path === '/config.json') return path;
    if (isUnder(path, '/api')) return `/api/${serviceForPath(path) ?? 'unknown'}`;
    if (isUnder(path, '/auth')) return '/auth';
    return sites.find((candidate) => candidate.prefix === '' || isUnder(path, candidate.prefix))!.name;
  };
  const allReady = async () => Object.values(await runReadinessChecks(readinessChecks)).every(Boolean);

  app.use(httpMetricsMiddleware(routeOf));
  app.use(requestIdMiddleware());
  app.use(requestLogMiddleware(logger));
  app.use(securityHeaders({ authOrigins, assetOrigins }));
  app.use(errorMiddleware(logger));
  app.use(compress({ threshold: 1024 }));
  // The gateway is no service: its answers carry no `service`. Which dependency is down is for operators only.
  app.use(healthRoutes({ ready: allReady, notReady: () => ({ error: 'Not ready' }) }));
  app.use(dispatch);

  const opsApp = new Koa();
  opsApp.silent = true;
  opsApp.use(errorMiddleware(logger));
  opsApp.use(
    healthRoutes({
      ready: () => runReadinessChecks(readinessChecks),
      showChecks: upOrDown,
      notReady: (checks) => ({ error: 'Not ready', details: { checks } }),
    }),
  );
  opsApp.use(metricsRoute());

  return { app, opsApp, proxy };
}

let running: { server: HttpServer; opsServer?: HttpServer; proxy: Proxy } | undefined;

/**
 * Starts the gateway (PORT 0 picks a free port) and, with OPS_PORT, the operators' listener; settings come from the
 * environment, then `overrides`.
 */
export async function start(overrides: Partial<Config> = {}): Promise<{ port: number; url: string; opsUrl?: string }> {
  if (running) throw new Error('The gateway is already running');
  const config: Config = { ...loadConfig(process.env), ...overrides };
  const { app, opsApp, proxy } = createGatewayApp(config);
  const server = await startHttpServer(app, config.PORT);
  const opsServer = config.OPS_PORT === undefined ? undefined : await startHttpServer(opsApp, config.OPS_PORT, config.OPS_HOST);
  running = { server, opsServer, proxy };
  const url = `http://127.0.0.1:${server.port}`;
  return opsServer ? { port: server.port, url, opsUrl: `http://${config.OPS_HOST}:${opsServer.port}` } : { port: server.port, url };
}

/** Stops accepting connections, lets in-flight requests finish, and frees pooled upstream sockets. */
export async function stop(): Promise<void> {
  if (!running) return;
  const { server, opsServer, proxy } = running;
  running = undefined;
  await Promise.all([server.close(), opsServer?.close()]);
  proxy.close();
}
