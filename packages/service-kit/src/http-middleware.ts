import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { REQUEST_ID_PATTERN } from '@padel/contracts';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { requestLineWriter, type RequestLine } from './logger';
import { recordRequest } from './metrics';
import { withCorrelationId } from './request-context';

export const requestIdHeader = 'x-request-id';

/** The caller's X-Request-Id when it is well-formed, else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * For an answer given without Koa (the micro-cache's, the gateway's proxied reads): once `res` is closed (streams
 * count whole), counts it in the HTTP metrics under `route` and writes its `request` line, as httpMetricsMiddleware
 * and requestLogMiddleware do for Koa's. `line` is read then (the status may change meanwhile).
 */
export function countAndLogWhenClosed(
  res: http.ServerResponse,
  writeLine: (line: RequestLine) => void,
  route: string,
  line: () => Omit<RequestLine, 'ms'>,
): void {
  const startedAt = process.hrtime.bigint();
  res.once('close', () => {
    const elapsed = Number(process.hrtime.bigint() - startedAt);
    const { reqId, method, url, status } = line();
    recordRequest(method, route, status, elapsed / 1e9);
    writeLine({ reqId, method, url, status, ms: Math.round(elapsed / 1e5) / 10 });
  });
}

/**
 * Keeps a caller's well-formed X-Request-Id (or makes one), exposes it as `ctx.state.requestId` and echoes it. With
 * `correlate` (the default), it is also the correlation id of the events the request publishes (`createEvent` reads it
 * through AsyncLocalStorage). A process that publishes no events (the gateway) passes `correlate: false`: a process
 * that never enters an AsyncLocalStorage context does not pay for tracking one through every promise.
 */
export function requestIdMiddleware(options: { correlate?: boolean } = {}): Middleware {
  const correlate = options.correlate ?? true;
  return async (ctx, next) => {
    const requestId = requestIdOf(ctx.req.headers[requestIdHeader]);
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
  const writeLine = requestLineWriter(logger);
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
        writeLine({ reqId, method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms });
      };
      if (ctx.res.closed) logRequest();
      else ctx.res.once('close', logRequest);
    }
  };
}
