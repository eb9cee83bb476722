import type { Context } from 'koa';
import { AppError } from '@padel/service-kit';
import { clientKeyOf, type Limiter, type RateLimitPolicies } from './rate-limits';

/** A token request is a small form; anything bigger is not one. */
const MAX_TOKEN_REQUEST_BYTES = 16 * 1024;

async function readBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_TOKEN_REQUEST_BYTES) throw new AppError(413, 'BODY_TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function formOf(ctx: Context, body: Buffer): URLSearchParams {
  return ctx.is('application/x-www-form-urlencoded') ? new URLSearchParams(body.toString('utf8')) : new URLSearchParams();
}

/** Keycloak's token endpoint of the league realm, where sign-ins (password grants) and refreshes go. */
export const tokenEndpointPath = (realm: string) => `/auth/realms/${realm}/protocol/openid-connect/token`;

/**
 * Whether a canonical path (decision 181: no trailing slash, no dot or empty segment, no needless escape) is the token
 * endpoint, whatever the case of its letters: the limit is keyed by the route, not by how the client spelled it.
 */
export const isTokenEndpoint = (path: string, realm: string): boolean => path.toLowerCase() === tokenEndpointPath(realm).toLowerCase();

/**
 * Sign-in attempts on Keycloak's token endpoint, counted before they reach it: per client address and account (so one
 * address cannot lock someone else's account: below Keycloak's failureFactor) and per client address (spraying many
 * accounts). Only failures count: a success clears the account's count and gives the address's attempt back, any
 * other answer than Keycloak's 401 gives both back. Refresh grants are no password attempts and pass uncounted.
 * `forward` sends the (already read) body on to Keycloak.
 */
export function limitTokenRequests(limiter: Limiter, policies: RateLimitPolicies) {
  return async (ctx: Context, forward: (body: Buffer) => Promise<void>): Promise<void> => {
    const body = await readBody(ctx);
    const form = formOf(ctx, body);
    const grantType = form.get('grant_type');
    if (grantType === 'refresh_token') return forward(body);

    const address = clientKeyOf(ctx);
    const addressAttempt = await limiter.take(ctx, policies.signInAddress, address);
    let accountAttempt;
    try {
      const username = grantType === 'password' ? form.get('username')?.trim().toLowerCase() : undefined;
      if (username !== undefined) accountAttempt = await limiter.take(ctx, policies.signInAccount, `${address}|${username}`);
      await forward(body);
    } catch (error) {
      await Promise.all([limiter.settle(addressAttempt, 'refund'), limiter.settle(accountAttempt, 'refund')]);
      throw error;
    }
    if (ctx.status === 401) return;
    const succeeded = ctx.status >= 200 && ctx.status < 300;
    await Promise.all([limiter.settle(addressAttempt, 'refund'), limiter.settle(accountAttempt, succeeded ? 'clear' : 'refund')]);
  };
}
