import { randomUUID } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import { authenticate, type TokenVerifier } from './auth';
import { errorMiddleware } from './error-middleware';
import { mongoReady } from './mongo';

export type ReadinessChecks = Record<string, boolean>;

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
}

/**
 * Koa app with request ids and logs, JSON errors, a JSON body parser (100 kB), `GET /health`,
 * `GET /ready`, the given routers, and JSON `{ error }` bodies for unknown paths and methods.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const { name, logger, routers } = options;
  const ready = options.ready ?? (async () => mongoReady());
  const app = new Koa();
  app.proxy = true;
  app.silent = true;

  app.use(async (ctx, next) => {
    const requestId = ctx.get('x-request-id') || randomUUID();
    const log = logger.child({ reqId: requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('x-request-id', requestId);
    const startedAt = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
      log.info({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  });
  app.use(errorMiddleware(logger));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' }));
  // Responses that end without a body (unknown path, wrong method) still answer JSON.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.body === undefined || ctx.body === null) {
      const messages: Record<number, string> = { 404: 'Not found', 405: 'Method not allowed', 501: 'Not implemented' };
      const message = messages[ctx.status];
      if (message) {
        ctx.status = ctx.status; // explicit, so setting the body keeps it
        ctx.body = { error: message };
      }
    }
  });

  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health') {
      ctx.body = { status: 'ok', service: name };
      return;
    }
    if (ctx.path === '/ready') {
      const result = await ready().catch(() => false);
      const checks = typeof result === 'boolean' ? undefined : result;
      const isReady = typeof result === 'boolean' ? result : Object.values(result).every(Boolean);
      ctx.status = isReady ? 200 : 503;
      ctx.body = isReady ? { status: 'ready', service: name, checks } : { error: 'Service not ready', details: checks };
      return;
    }
    await next();
  });

  if ('verifier' in options) app.use(authenticate(options.verifier));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  return app;
}
