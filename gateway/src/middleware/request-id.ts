import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const acceptableId = /^[\w.:-]{1,128}$/;

/** Keeps a caller's well-formed X-Request-Id (or makes one), exposes it as ctx.state.requestId and echoes it. */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = acceptableId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    await next();
  };
}
