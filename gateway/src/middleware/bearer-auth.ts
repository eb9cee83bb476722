import type { Middleware } from 'koa';
import { AppError, type Principal } from '@padel/service-kit';

const bearerPattern = /^Bearer(?:\s+(.*))?$/i;

/**
 * Rejects a request whose bearer token fails verification, before it reaches a service. Requests without a
 * bearer token, and every request when sign-in is not configured, pass unchanged: the services decide.
 * The Authorization header itself is forwarded untouched (each service verifies again).
 */
export function verifyBearerToken(verify: ((token: string) => Promise<Principal>) | undefined): Middleware {
  return async (ctx, next) => {
    const match = bearerPattern.exec(ctx.get('Authorization'));
    if (match && verify) {
      const token = match[1]?.trim();
      if (!token) throw new AppError(401, 'INVALID_TOKEN');
      ctx.state.principal = await verify(token);
    }
    await next();
  };
}
