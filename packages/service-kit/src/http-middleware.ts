import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

export const requestIdHeader = 'x-request-id';
const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Keeps a caller's well-formed X-Request-Id (or makes one), exposes it as `ctx.state.requestId` and echoes it. */
export function requestIdMiddleware(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(requestIdHeader);
    const requestId = acceptableRequestId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(requestIdHeader, requestId);
    await next();
  };
}

/**
 * Gives the request `ctx.state.log` (a child logger with `reqId`) and logs one `request` line with
 * `method`, `url`, `status` and `ms` once the response is closed, so streamed answers count whole.
 * Runs after `requestIdMiddleware`.
 */
export function requestLogMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    const log = logger.child({ reqId: ctx.state.requestId });
    ctx.state.log = log;
    const startedAt = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const logRequest = () => {
        const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
        log.info({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
      };
      if (ctx.res.closed) logRequest();
      else ctx.res.once('close', logRequest);
    }
  };
}
