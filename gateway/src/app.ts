import type http from 'node:http';
import type { Socket } from 'node:net';
import Koa, { type Context } from 'koa';
import compress from 'koa-compress';
import { remoteOwningPath } from '@padel/contracts';
import {
  AppError,
  countAndLogWhenClosed,
  createLogger,
  createTokenVerifier,
  errorMiddleware,
  failedRequestAnswer,
  isCanonicalApiPath,
  isCanonicalPath,
  healthRoutes,
  httpMetricsMiddleware,
  metricsRoute,
  MicroCache,
  requestIdHeader,
  requestIdMiddleware,
  requestIdOf,
  requestLineWriter,
  requestLogMiddleware,
  runReadinessChecks,
  runShutdown,
  startHttpServer,
  type HttpServer,
  type Logger,
  type ReadinessCheck,
} from '@padel/service-kit';
import { apiDocs } from './api-docs/api-docs';
import { keycloakSettings, loadConfig, replicaUrls, type Config } from './config';
import { createProxy, type Exchange, type Proxy } from './proxy/http-proxy';
import { Replicas } from './proxy/replicas';
import { isUnder, serviceForPath, type ServiceName } from './routes/api-routes';
import { isCanonicalKeycloakPath, isPublicKeycloakPath, withChosenKeycloakLocale } from './routes/auth-routes';
import { buildRuntimeConfig } from './routes/runtime-config';
import { directoryCheck, httpCheck, upOrDown } from './routes/readiness';
import { serveStatic, type StaticSite } from './static/static-files';
import { contentSecurityPolicy, securityHeaderSetter, securityHeaders, type SecurityHeaderOptions } from './middleware/security-headers';
import { pageNonce } from './middleware/page-nonce';
import { createFirstScreenPreloads } from './static/first-screen';
import { frontEndFileReader } from './static/front-end-files';
import { pageLanguage } from './static/page-language';
import { createSharePreviews, SHARE_IMAGE_DIR, SHARE_IMAGE_PATH } from './static/share-preview';
import { bearerPrincipal, verifyBearerToken } from './middleware/bearer-auth';
import { createMongoLimitStore, type LimitStore } from './limits/limit-store';
import { apiRateLimit, createLimiter, rateLimitPolicies } from './limits/rate-limits';
import { isTokenEndpoint, limitTokenRequests } from './limits/token-endpoint';
import { isLoginActionPost, loginActionForms } from './limits/login-actions';
import { connectionsPerClient } from './limits/connections';
import { isLiveStreamRequest, liveStreamsPerClient } from './limits/live-streams';

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
/** `appLogger`: where its lines go (the process's logger; a test's own to read them). */
export function createGatewayApp(
  config: Config,
  appLogger: Logger = logger,
): {
  app: Koa;
  /**
   * Refuses a client's requests past CONNECTIONS_PER_CLIENT in progress, then answers proxied API reads without Koa
   * (see leanApiRead); startHttpServer's `answerFirst`.
   */
  answerFirst: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Closes a client's TCP connections past CONNECTIONS_PER_CLIENT (only when clients connect directly). */
  onConnection?: (socket: Socket) => void;
  opsApp: Koa;
  proxy: Proxy;
  limitStore: LimitStore;
  lifecycle: Lifecycle;
} {
  const keycloak = keycloakSettings(config);
  const verifyToken = keycloak
    ? createTokenVerifier({
        jwksUrl: `${keycloak.internalUrl}/realms/${keycloak.realm}/protocol/openid-connect/certs`,
        issuer: `${keycloak.publicUrl}/realms/${keycloak.realm}`,
        audience: keycloak.audience,
        clientId: keycloak.webClientId,
      })
    : undefined;
  const serviceReplicas: Record<ServiceName, Replicas> = {
    players: new Replicas(replicaUrls(config.PLAYERS_URL)),
    tournaments: new Replicas(replicaUrls(config.TOURNAMENTS_URL)),
    teams: new Replicas(replicaUrls(config.TEAMS_URL)),
    news: new Replicas(replicaUrls(config.NEWS_URL)),
  };
  const lifecycle: Lifecycle = { stopping: false };
  const sites = frontEnds(config);
  const runtimeConfig = buildRuntimeConfig(config);
  const firstScreenPreloads = createFirstScreenPreloads({
    read: frontEndFileReader(sites, readinessTimeoutMs),
    remotes: runtimeConfig.remotes,
    logger: appLogger,
  });
  // Share previews (decision 197): a page's Open Graph tags from its service's public read, asked directly.
  const sharePreviews = createSharePreviews({
    logger: appLogger,
    read: async (apiPath) => {
      const service = serviceForPath(apiPath);
      const base = service ? serviceReplicas[service].order()[0] : undefined;
      if (!base) return undefined;
      const response = await fetch(new URL(apiPath, base), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(1500) });
      if (!response.ok) return undefined;
      return (await response.json()) as Record<string, unknown>;
    },
  });
  const proxy = createProxy({ timeoutMs: config.UPSTREAM_TIMEOUT_MS, streamIdleTimeoutMs: config.STREAM_IDLE_TIMEOUT_MS });
  const checkBearer = verifyBearerToken(verifyToken);
  const serveApiDocs = apiDocs();
  // Rate limits (decision 128): counts in MongoDB, shared by every replica.
  const limitStore = createMongoLimitStore({ url: config.MONGO_URL, dbName: config.MONGO_DB, maxPoolSize: config.MONGO_MAX_POOL_SIZE });
  const limiter = createLimiter(limitStore, appLogger);
  const policies = rateLimitPolicies({
    signInFailuresPerAccount: config.SIGN_IN_FAILURES_PER_ACCOUNT,
    signInAccountGuard: config.SIGN_IN_ACCOUNT_GUARD,
    signInFailuresWhenGuarded: config.SIGN_IN_FAILURES_WHEN_GUARDED,
    signInFailuresPerAddress: config.SIGN_IN_FAILURES_PER_ADDRESS,
    passwordResetsPerAccount: config.PASSWORD_RESETS_PER_ACCOUNT,
    passwordResetsPerAddress: config.PASSWORD_RESETS_PER_ADDRESS,
    signupsPerHour: config.SIGNUP_RATE_LIMIT,
    invitationsPerHour: config.INVITATION_RATE_LIMIT,
    entriesPerHour: config.ENTRY_RATE_LIMIT,
  });
  const limitApiRequest = apiRateLimit(limiter, policies);
  const limitTokenRequest = limitTokenRequests(limiter, policies);
  const loginActionForm = keycloak
    ? loginActionForms(limiter, policies, { realm: keycloak.realm, resetAnswerMs: config.PASSWORD_RESET_ANSWER_MS })
    : undefined;
  const liveStreams = liveStreamsPerClient(config.LIVE_STREAMS_PER_CLIENT);

  const readinessChecks: Record<string, ReadinessCheck> = {};
  // A service is up while one of its replicas is.
  for (const [name, replicas] of Object.entries(serviceReplicas)) {
    const checks = replicas.urls.map((url) => httpCheck(new URL('/health', url).href, readinessTimeoutMs));
    readinessChecks[name] = async () => (await Promise.all(checks.map((check) => check()))).some(Boolean);
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
  const sitePolicy: SecurityHeaderOptions = { authOrigins, assetOrigins, imageOrigins: config.IMAGE_ORIGINS };

  // X-Forwarded-* count only as far as the trusted proxies go: the client address is what they saw.
  const app = new Koa({ proxy: config.TRUSTED_PROXY_COUNT > 0, maxIpsCount: config.TRUSTED_PROXY_COUNT });
  app.silent = true; // errors are answered and logged by errorMiddleware

  const requireCanonicalPath = (ctx: Context, canonical: (path: string) => boolean = isCanonicalPath) => {
    if (!canonical(ctx.path)) throw new AppError(400, 'INVALID_PATH');
  };

  async function dispatch(ctx: Context): Promise<void> {
    const { path } = ctx;
    if (path === '/config.json' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = runtimeConfig;
      return;
    }
    if (isUnder(path, '/api')) {
      // One spelling per route (decision 181), before routing and limits.
      requireCanonicalPath(ctx, isCanonicalApiPath);
      if (serveApiDocs(ctx)) return;
      const service = serviceForPath(path);
      if (!service) throw new AppError(404, 'NOT_FOUND');
      ctx.compress = false; // API responses may carry secrets next to reflected input (BREACH): never compressed here
      await checkBearer(ctx, async () => {
        await limitApiRequest(ctx);
        const forward = () => proxy.forward(ctx, { upstream: serviceReplicas[service] });
        if (isLiveStreamRequest(ctx.method, path)) await liveStreams.forward(ctx, forward);
        else await forward();
      });
      return;
    }
    if (isUnder(path, '/auth')) {
      if (!keycloak) throw new AppError(503, 'AUTH_NOT_CONFIGURED');
      if (!isPublicKeycloakPath(path, keycloak.realm)) throw new AppError(404, 'NOT_FOUND');
      requireCanonicalPath(ctx, (candidate) => isCanonicalKeycloakPath(candidate, keycloak.realm));
      ctx.compress = false; // token responses: same reasoning as the API
      withChosenKeycloakLocale(ctx.req.headers, ctx.query);
      const keycloakTarget = { upstream: new URL(keycloak.internalUrl), stripPrefix: '/auth' };
      if (ctx.method === 'POST' && isTokenEndpoint(path, keycloak.realm)) {
        await limitTokenRequest(ctx, (body) => proxy.forward(ctx, { ...keycloakTarget, body }));
        return;
      }
      if (loginActionForm && isLoginActionPost(ctx.method, path, keycloak.realm)) {
        await loginActionForm(ctx, (body) => proxy.forward(ctx, { ...keycloakTarget, body, throughKoa: true }));
        return;
      }
      await proxy.forward(ctx, keycloakTarget);
      return;
    }
    if (path === SHARE_IMAGE_PATH) {
      await serveStatic(ctx, { name: 'share', root: SHARE_IMAGE_DIR, prefix: '/share', spaFallback: false });
      return;
    }
    const site = sites.find((candidate) => candidate.prefix === '' || isUnder(path, candidate.prefix))!;
    if (site.upstream) {
      requireCanonicalPath(ctx);
      await proxy.forward(ctx, { upstream: new URL(site.upstream), stripPrefix: site.prefix, compress: true });
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
  // A stopping gateway is not ready at once, so that a balancer in front stops sending.
  const allReady = async () => !lifecycle.stopping && Object.values(await runReadinessChecks(readinessChecks)).every(Boolean);

  app.use(httpMetricsMiddleware(routeOf));
  // The gateway publishes no events: the id needs no AsyncLocalStorage context here (the services make their own).
  app.use(requestIdMiddleware({ correlate: false }));
  app.use(requestLogMiddleware(appLogger));
  app.use(securityHeaders(sitePolicy));
  app.use(errorMiddleware(appLogger));
  app.use(compress({ threshold: 1024 }));
  // Pages get a style nonce of their own (their <style> elements need no 'unsafe-inline'), and a preload of the entry
  // of the micro-frontend their path shows and of what its first screen asks for next (decision 164).
  app.use(
    pageNonce(
      (nonce) => contentSecurityPolicy(sitePolicy, nonce),
      async (ctx) => ({
        entry: runtimeConfig.remotes[remoteOwningPath(ctx.path)],
        firstScreen: await firstScreenPreloads(ctx.path, pageLanguage(ctx.headers)),
      }),
      (ctx) => sharePreviews({ pathname: ctx.path, origin: `${ctx.protocol}://${ctx.host}`, language: pageLanguage(ctx.headers) }),
    ),
  );
  // The gateway is no service: its answers carry no `service`. Which dependency is down is for operators only.
  app.use(healthRoutes({ ready: allReady, notReady: () => ({ error: 'Not ready' }) }));
  app.use(dispatch);

  const opsApp = new Koa();
  opsApp.silent = true;
  opsApp.use(errorMiddleware(appLogger));
  opsApp.use(
    healthRoutes({
      // The rate limits' store is named here only: the public /ready does not depend on it (most limits fail open).
      ready: async () => {
        const [checks, limits] = await Promise.all([runReadinessChecks(readinessChecks), limitStore.ping()]);
        return { ...checks, limits, ...(lifecycle.stopping ? { accepting: false } : {}) };
      },
      showChecks: upOrDown,
      notReady: (checks) => ({ error: 'Not ready', details: { checks } }),
    }),
  );
  opsApp.use(metricsRoute());

  const answerLeanRead = leanApiRead({
    app,
    proxy,
    logger: appLogger,
    serviceReplicas,
    principalOf: bearerPrincipal(verifyToken),
    setSecurityHeaders: securityHeaderSetter(sitePolicy),
    readCacheMaxBytes: config.READ_CACHE_MAX_BYTES,
  });
  const setSecurityHeaders = securityHeaderSetter(sitePolicy);
  const connections = connectionsPerClient({
    max: config.CONNECTIONS_PER_CLIENT,
    clientOf: (req) => koaRequestOf(app, req).ip,
    decorate: (req, res) => {
      res.setHeader(requestIdHeader, requestIdOf(req.headers[requestIdHeader]));
      setSecurityHeaders(res, koaRequestOf(app, req).secure);
    },
    answerFirst: answerLeanRead,
  });
  return {
    app,
    answerFirst: connections.answerFirst,
    // The socket's peer is the client only when no proxy stands in front.
    onConnection: config.TRUSTED_PROXY_COUNT === 0 ? connections.onConnection : undefined,
    opsApp,
    proxy,
    limitStore,
    lifecycle,
  };
}

/** What a URL may hold for the lean path to split it as Koa would (parseurl's fast path: no `#`, no white space). */
const plainUrl = /^\/api\/[^#\s\u00a0\ufeff]*$/;

/**
 * The lean path for proxied API reads (decision 159): a GET or HEAD without a body to a service's part of /api is
 * answered without Koa's middleware chain, with the same functions the Koa chain uses, in the same order: the request
 * id (kept or made, echoed, passed on), the security headers, `Vary: Accept-Encoding` (what the compression middleware
 * sets, API answers are never compressed), the bearer check (401), the proxy (replicas, fail-over, 503/504, pooled
 * reads), errors answered as JSON, and once the answer is closed the HTTP metrics and the request line. Reads have no
 * rate limits (those count POSTs only). Anything else goes to Koa: writes, a path Koa would reject or answer itself
 * (not canonical, no service, the API document), a browser asking for a page (the page nonce's rules), a URL Koa would
 * parse the slow way.
 *
 * Its read cache (decision 170, a MicroCache) keeps a service's whole 200 answer to a GET without credentials when the
 * service said for how long the gateway may (gatewayKeepHeader: the news reads), and replays it to the same URL with
 * the request's own id and this gateway's headers, logged and counted as the proxied answer would be.
 */
function leanApiRead(options: {
  app: Koa;
  proxy: Proxy;
  logger: Logger;
  serviceReplicas: Record<ServiceName, Replicas>;
  principalOf: (authorization: string | undefined) => Promise<unknown>;
  setSecurityHeaders: (res: http.ServerResponse, secure: boolean) => void;
  readCacheMaxBytes: number;
}): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const { app, proxy, logger, serviceReplicas, principalOf, setSecurityHeaders } = options;
  const writeLine = requestLineWriter(logger);
  const setGatewayHeaders = (res: http.ServerResponse, request: Koa.Request) => {
    setSecurityHeaders(res, request.secure);
    res.setHeader('Vary', 'Accept-Encoding');
  };
  const readCache =
    options.readCacheMaxBytes > 0
      ? new MicroCache({
          logger,
          maxBytes: options.readCacheMaxBytes,
          decorate: (req, res) => setGatewayHeaders(res, koaRequestOf(app, req)),
        })
      : undefined;
  return (req, res) => {
    const { method, url = '', headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !plainUrl.test(url)) return false;
    if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0) return false;
    if (headers.accept?.includes('text/html')) return false;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const service = serviceForPath(path);
    if (!service || !isCanonicalApiPath(path)) return false;
    // A live stream is counted per client while open (liveStreamsPerClient): through Koa.
    if (isLiveStreamRequest(method, path)) return false;
    if (readCache?.answer(req, res)) return true;

    const requestId = requestIdOf(headers[requestIdHeader]);
    const request = koaRequestOf(app, req);
    let log: Logger | undefined;
    // Koa's status until an answer sets one (a client that left before any answer is logged with it).
    let status = 404;
    const exchange: Exchange = {
      req,
      res,
      method,
      path,
      querystring: query < 0 ? '' : url.slice(query + 1),
      requestId,
      trustProxy: app.proxy,
      get protocol() {
        return request.protocol;
      },
      get host() {
        return request.host;
      },
      get log() {
        return (log ??= logger.child({ reqId: requestId }));
      },
      setStatus: (answered) => {
        status = answered;
      },
      respondedDirectly: () => undefined,
    };
    const route = `/api/${service}`;
    if (readCache && method === 'GET' && headers.authorization === undefined) {
      const askedAt = Date.now();
      exchange.keepAnswer = ({ headers: answerHeaders, body, keepMs }) => {
        if (answerHeaders['set-cookie'] !== undefined || !variesOnlyByEncoding(answerHeaders.vary)) return;
        const kept = Object.entries(answerHeaders).filter(
          (header): header is [string, string | number | string[]] => header[1] !== undefined,
        );
        const etag = answerHeaders.etag;
        // A copy: the answer's bytes may be a view of a larger socket buffer.
        readCache.keep(url, {
          headers: kept,
          body: Buffer.from(body),
          etag: typeof etag === 'string' ? etag : undefined,
          route,
          // From when the request left: never past the moment the service itself stops answering with these bytes.
          expiresAt: askedAt + keepMs,
        });
      };
    }
    countAndLogWhenClosed(res, writeLine, route, () => ({ reqId: requestId, method, url, status }));
    res.setHeader(requestIdHeader, requestId);
    setGatewayHeaders(res, request);
    principalOf(headers.authorization)
      .then(() => proxy.forwardExchange(exchange, { upstream: serviceReplicas[service] }))
      .catch((error: unknown) => {
        const answer = failedRequestAnswer(error, exchange.log!, res.hasHeader('retry-after'));
        if (res.headersSent) return void res.destroy();
        status = answer.status;
        const json = JSON.stringify(answer.body);
        if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Content-Length', Buffer.byteLength(json));
        res.statusCode = status;
        res.end(method === 'HEAD' ? undefined : json);
      });
    return true;
  };
}

/** Koa's own getters for what the client used (X-Forwarded-For, -Proto and -Host as far as proxies are trusted). */
const koaRequestOf = (app: Koa, req: http.IncomingMessage) => Object.assign(Object.create(app.request) as Koa.Request, { app, req });

/** A Vary the gateway's copy can honour: none, or Accept-Encoding (API answers are never compressed). */
function variesOnlyByEncoding(vary: http.OutgoingHttpHeader | undefined): boolean {
  if (vary === undefined) return true;
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary)).split(',');
  return names.every((name) => name.trim().toLowerCase() === 'accept-encoding');
}

/** Whether the gateway is stopping: `/ready` answers 503 from then on. */
interface Lifecycle {
  stopping: boolean;
}

let running:
  | { server: HttpServer; opsServer?: HttpServer; proxy: Proxy; limitStore: LimitStore; lifecycle: Lifecycle; shutdownTimeoutMs: number }
  | undefined;

/**
 * Starts the gateway (PORT 0 picks a free port) and, with OPS_PORT, the operators' listener; settings come from the
 * environment, then `overrides`.
 */
export async function start(overrides: Partial<Config> = {}): Promise<{ port: number; url: string; opsUrl?: string }> {
  if (running) throw new Error('The gateway is already running');
  const config: Config = { ...loadConfig(process.env), ...overrides };
  const { app, answerFirst, onConnection, opsApp, proxy, limitStore, lifecycle } = createGatewayApp(config);
  const server = await startHttpServer(app, config.PORT, undefined, { answerFirst });
  if (onConnection) server.server.on('connection', onConnection);
  const opsServer = config.OPS_PORT === undefined ? undefined : await startHttpServer(opsApp, config.OPS_PORT, config.OPS_HOST);
  running = { server, opsServer, proxy, limitStore, lifecycle, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS };
  const url = `http://127.0.0.1:${server.port}`;
  return opsServer ? { port: server.port, url, opsUrl: `http://${config.OPS_HOST}:${opsServer.port}` } : { port: server.port, url };
}

/**
 * The graceful stop within SHUTDOWN_TIMEOUT_MS, each step within its share (logged, and what was cut short): the public
 * listener stops accepting (idle keep-alive connections closed, answers to come say `Connection: close`, `/ready`
 * 503) and the proxied event streams end (browsers reconnect); in-flight requests finish; then the operators'
 * listener (which said `accepting: false` meanwhile), the pooled upstream connections and the rate-limit store close.
 */
export async function stop(): Promise<void> {
  if (!running) return;
  const { server, opsServer, proxy, limitStore, lifecycle, shutdownTimeoutMs } = running;
  running = undefined;
  lifecycle.stopping = true;
  server.stopAccepting();
  const streams = proxy.endStreams();
  if (streams > 0) logger.info({ streams }, 'shutdown: event streams ended');
  await runShutdown(
    [
      {
        name: 'finish in-flight requests',
        share: 0.7,
        run: () => server.drained(),
        cutShort: () => `${server.cutConnections()} connections cut`,
      },
      { name: "close the operators' listener", share: 0.1, run: async () => opsServer?.close(0.1 * shutdownTimeoutMs) },
      { name: 'close the upstream connections', share: 0.05, run: async () => proxy.close() },
      { name: 'close the rate-limit store', share: 0.1, run: () => limitStore.close() },
    ],
    { totalMs: shutdownTimeoutMs, logger },
  );
}
