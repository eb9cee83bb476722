import type { Middleware } from 'koa';
import { AppError, type Principal } from '@padel/service-kit';

const bearerPattern = /^Bearer(?:\s+(.*))?$/i;

/**
 * Rejects a request whose bearer token fails verification, before it reaches a service. Requests without a
 * bearer token, and every request when sign-in is not configured, pass unchanged: the services decide.
 * The Authorization header itself is forwarded untouched (each service verifies again).
 */
export function verifyBearerToken(verify: ((token: string) => Promise<Principal>) | undefined): Middleware {
  const principalOf = bearerPrincipal(verify);
  return async (ctx, next) => {
    const principal = await principalOf(ctx.req.headers.authorization);
    if (principal) ctx.state.principal = principal;
    await next();
  };
}

/**
 * The principal of a request's Authorization header (Koa's requests and the gateway's proxied reads alike): undefined
 * without a bearer token or without sign-in configured; 401 for an empty or failing token.
 */
export function bearerPrincipal(
  verify: ((token: string) => Promise<Principal>) | undefined,
): (authorization: string | undefined) => Promise<Principal | undefined> {
  return async (authorization) => {
    const match = bearerPattern.exec(authorization ?? '');
    if (!match || !verify) return undefined;
    const token = match[1]?.trim();
    if (!token) throw new AppError(401, 'INVALID_TOKEN');
    return verify(token);
  };
}
