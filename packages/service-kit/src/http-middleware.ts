import { randomUUID } from 'node:crypto';
import { REQUEST_ID_PATTERN } from '@padel/contracts';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { requestLineLogger } from './logger';
import { withCorrelationId } from './request-context';

export const requestIdHeader = 'x-request-id';

/**
 * Keeps a caller's well-formed X-Request-Id (or makes one), exposes it as `ctx.state.requestId` and echoes it. With
 * `correlate` (the default), it is also the correlation id of the events the request publishes (`createEvent` reads it
 * through AsyncLocalStorage). A process that publishes no events (the gateway) passes `correlate: false`: a process
 * that never enters an AsyncLocalStorage context does not pay for tracking one through every promise.
 */
export function requestIdMiddleware(options: { correlate?: boolean } = {}): Middleware {
  const correlate = options.correlate ?? true;
  return async (ctx, next) => {
    const incoming = ctx.get(requestIdHeader);
    const requestId = REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(requestIdHeader, requestId);
    await (correlate ? withCorrelationId(requestId, next) : next());
  };
}

/**
 * Gives the request `ctx.state.log` (a child logger with `reqId`, made the first time something logs through it) and
 * logs one `request` line with `reqId`, `method`, `url`, `status` and `ms` once the response is closed, so streamed
 * answers count whole. Every request is logged. Runs after `requestIdMiddleware`.
 */
export function requestLogMiddleware(logger: Logger): Middleware {
  const lineLogger = requestLineLogger(logger);
  return async (ctx, next) => {
    const reqId = ctx.state.requestId as string | undefined;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ reqId })),
    });
    const startedAt = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const logRequest = () => {
        const ms = Math.round(Number(process.hrtime.bigint() - startedAt) / 1e5) / 10;
        const { method, originalUrl: url, status } = ctx;
        if (log) log.info({ method, url, status, ms }, 'request');
        else lineLogger.info({ reqId, method, url, status, ms }, 'request');
      };
      if (ctx.res.closed) logRequest();
      else ctx.res.once('close', logRequest);
    }
  };
}
