import type { Context } from 'koa';
import { AppError } from '@padel/service-kit';
import { clientKeyOf, type Limiter, type RateLimitPolicies } from './rate-limits';

/** A token request (or a form of Keycloak's login pages) is a small form; anything bigger is not one. */
const MAX_TOKEN_REQUEST_BYTES = 16 * 1024;

/** Reads a small form's body whole (413 beyond 16 kB), to look into it before it goes on to Keycloak. */
export async function readBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_TOKEN_REQUEST_BYTES) throw new AppError(413, 'BODY_TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function formOf(ctx: Context, body: Buffer): URLSearchParams {
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
 * Sign-in attempts on Keycloak's token endpoint, counted before they reach it (decision 190): per client address
 * (spraying many accounts), per client address and account, and per account from every address. An account that has
 * failed `signInAccountGuard` times from all addresses together is guarded: each address may then fail on it only
 * `signInFailuresWhenGuarded` times (one that has already failed more is refused at once), so guessers spread over
 * many addresses get 429 after a guess or two each, while the owner, from an address that has not failed, still
 * reaches Keycloak, whose own lock (failureFactor) lies far above what the edge lets through.
 * Only failures count: a success clears the address's count on the account and gives the other attempts back, any
 * other answer than Keycloak's 401 gives all back. Refresh grants are no password attempts and pass uncounted.
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
    let pairAttempt;
    let tallyAttempt;
    try {
      const username = grantType === 'password' ? form.get('username')?.trim().toLowerCase() : undefined;
      if (username !== undefined) {
        const guarded =
          policies.signInAccountGuard > 0 && (await limiter.peek(policies.signInAccountTally, username)) >= policies.signInAccountGuard;
        pairAttempt = await limiter.take(ctx, guarded ? policies.signInAccountGuarded : policies.signInAccount, `${address}|${username}`);
        tallyAttempt = await limiter.take(ctx, policies.signInAccountTally, username);
      }
      await forward(body);
    } catch (error) {
      await Promise.all([addressAttempt, pairAttempt, tallyAttempt].map((ticket) => limiter.settle(ticket, 'refund')));
      throw error;
    }
    if (ctx.status === 401) return;
    const succeeded = ctx.status >= 200 && ctx.status < 300;
    await Promise.all([
      limiter.settle(addressAttempt, 'refund'),
      limiter.settle(pairAttempt, succeeded ? 'clear' : 'refund'),
      limiter.settle(tallyAttempt, 'refund'),
    ]);
  };
}
