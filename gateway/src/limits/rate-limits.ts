import type { Context } from 'koa';
import type { ApiCode } from '@padel/contracts';
import { AppError, type Logger, type Principal } from '@padel/service-kit';
import { clientAddressKey } from './client-address';
import type { HitResult, LimitRule, LimitStore, Ticket } from './limit-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Keycloak forgets an account's failed sign-ins after 15 quiet minutes (the realm's maxDeltaTimeSeconds, 900): the
 * per-account count lasts as long after its last attempt, so what one address adds to Keycloak's count never
 * reaches its lockout (failureFactor 10).
 */
export const SIGN_IN_FAILURE_MEMORY_MS = 15 * MINUTE_MS;

export interface RateLimitSettings {
  /** Failed sign-ins per client address and account. */
  signInFailuresPerAccount: number;
  /**
   * Failed sign-ins of one account from all addresses together after which the account is guarded: each address may
   * then fail only `signInFailuresWhenGuarded` times on it (decision 190). 0 turns the guard off.
   */
  signInAccountGuard: number;
  /** Failed sign-ins per client address on a guarded account (fewer than `signInFailuresPerAccount`). */
  signInFailuresWhenGuarded: number;
  /** Failed sign-ins (and other credential grants) per client address in 15 minutes, whatever the account. */
  signInFailuresPerAddress: number;
  /** Password-reset mails asked for one account identifier (as submitted) per hour. */
  passwordResetsPerAccount: number;
  /** Password-reset mails asked for from one client address per hour, whatever the accounts. */
  passwordResetsPerAddress: number;
  /** Sign-ups per client address per hour. */
  signupsPerHour: number;
  /** Invitations sent per signed-in user per hour. */
  invitationsPerHour: number;
  /** Entries (and older-form registrations) per signed-in user per hour. */
  entriesPerHour: number;
}

type Outcome = 'fail-closed' | 'fail-open';

interface LimitPolicy {
  rule: LimitRule;
  code: ApiCode;
  /**
   * With the store down: closed where the limit protects other people (their accounts against lockout, the identity
   * provider against mass accounts), open where it protects only our own store, which the service needs anyway.
   */
  whenStoreDown: Outcome;
}

/** 0 turns a limit off. */
const policy = (rule: LimitRule, code: ApiCode, whenStoreDown: Outcome): LimitPolicy | undefined =>
  rule.limit > 0 ? { rule, code, whenStoreDown } : undefined;

/** At most `limit` in any hour (a sliding window: it does not restart on the clock hour). */
const hourly = (name: string, limit: number, code: ApiCode, whenStoreDown: Outcome) =>
  policy({ name, limit, windowMs: HOUR_MS, kind: 'sliding' }, code, whenStoreDown);

export function rateLimitPolicies(settings: RateLimitSettings) {
  const perAddressAndAccount = (limit: number) =>
    policy({ name: 'sign-in-account', limit, windowMs: SIGN_IN_FAILURE_MEMORY_MS, kind: 'idle' }, 'SIGN_IN_RATE_LIMITED', 'fail-closed');
  return {
    signInAccount: perAddressAndAccount(settings.signInFailuresPerAccount),
    /** The same count as `signInAccount`, with the lower limit of a guarded account. */
    signInAccountGuarded: perAddressAndAccount(Math.min(settings.signInFailuresWhenGuarded, settings.signInFailuresPerAccount)),
    /** An account's failed sign-ins from every address: counted without a limit, read to tell whether it is guarded. */
    signInAccountTally:
      settings.signInAccountGuard > 0
        ? policy(
            { name: 'sign-in-account-all', limit: Number.MAX_SAFE_INTEGER, windowMs: SIGN_IN_FAILURE_MEMORY_MS, kind: 'idle' },
            'SIGN_IN_RATE_LIMITED',
            'fail-closed',
          )
        : undefined,
    signInAccountGuard: settings.signInAccountGuard,
    signInAddress: policy(
      { name: 'sign-in-address', limit: settings.signInFailuresPerAddress, windowMs: 15 * MINUTE_MS, kind: 'fixed' },
      'SIGN_IN_RATE_LIMITED',
      'fail-closed',
    ),
    passwordResetAccount: hourly('password-reset-account', settings.passwordResetsPerAccount, 'PASSWORD_RESET_RATE_LIMITED', 'fail-closed'),
    passwordResetAddress: hourly('password-reset-address', settings.passwordResetsPerAddress, 'PASSWORD_RESET_RATE_LIMITED', 'fail-closed'),
    signup: hourly('signup', settings.signupsPerHour, 'SIGNUP_RATE_LIMITED', 'fail-closed'),
    invitations: hourly('invitations', settings.invitationsPerHour, 'INVITATIONS_RATE_LIMITED', 'fail-open'),
    entries: hourly('entries', settings.entriesPerHour, 'ENTRIES_RATE_LIMITED', 'fail-open'),
  };
}
export type RateLimitPolicies = ReturnType<typeof rateLimitPolicies>;

/** The key a request's client is counted under (Koa's `ctx.ip`: X-Forwarded-For only as far as TRUSTED_PROXY_COUNT). */
export const clientKeyOf = (ctx: Context): string => clientAddressKey(ctx.ip);

/** Counts attempts in the shared store and refuses those over a limit. */
export interface Limiter {
  /**
   * Counts one attempt under `policy`; throws 429 with Retry-After once the limit is reached, or 503 (Retry-After from
   * the error middleware) when the store is down and the limit fails closed. Resolves with the counted attempt's ticket
   * (undefined: nothing counted).
   */
  take(ctx: Context, policy: LimitPolicy | undefined, key: string): Promise<Ticket | undefined>;
  /** The count of `key` under `policy`, without counting (0 without a policy); 503 when the store is down and it fails closed. */
  peek(policy: LimitPolicy | undefined, key: string): Promise<number>;
  /** Gives an attempt back, or clears its whole count; a store error here is logged, never answered. */
  settle(ticket: Ticket | undefined, how: 'refund' | 'clear'): Promise<void>;
}

export function createLimiter(store: LimitStore, logger: Logger): Limiter {
  return {
    async take(ctx, policy, key) {
      if (!policy) return undefined;
      let result: HitResult;
      try {
        result = await store.hit(policy.rule, key);
      } catch (error) {
        if (policy.whenStoreDown === 'fail-closed') throw new AppError(503, 'STORE_UNAVAILABLE');
        logger.warn({ err: error, limit: policy.rule.name }, 'rate-limit store unreachable: request let through');
        return undefined;
      }
      if (result.allowed) return result.ticket;
      ctx.set('Retry-After', String(result.retryAfterSeconds));
      throw new AppError(429, policy.code);
    },
    async peek(policy, key) {
      if (!policy) return 0;
      try {
        return await store.peek(policy.rule, key);
      } catch (error) {
        if (policy.whenStoreDown === 'fail-closed') throw new AppError(503, 'STORE_UNAVAILABLE');
        logger.warn({ err: error, limit: policy.rule.name }, 'rate-limit store unreachable: request let through');
        return 0;
      }
    },
    async settle(ticket, how) {
      if (!ticket) return;
      try {
        await (how === 'clear' ? store.clear(ticket) : store.refund(ticket));
      } catch (error) {
        logger.warn({ err: error }, 'rate-limit store unreachable: attempt not settled');
      }
    },
  };
}

/** The POST routes of /api with a limit, and which. */
const limitedApiRoutes: ReadonlyMap<string, 'signup' | 'invitations' | 'entries'> = new Map([
  ['/api/auth/signup', 'signup'],
  ['/api/team-invitations', 'invitations'],
  ['/api/tournament-entries', 'entries'],
  ['/api/tournament-registrations', 'entries'],
]);

/**
 * The limited route a canonical path (decision 181) is, whatever the case of its letters: the services' routers are
 * case-sensitive and answer 404 to `/api/auth/SIGNUP`, and the gateway counts it against sign-up's limit all the same,
 * so no spelling is both uncounted and served.
 */
export const limitedApiRouteOf = (path: string) => limitedApiRoutes.get(path.toLowerCase());

/** The per-user limits of /api (sending invitations, entering tournaments) and sign-up's, per client address. */
export function apiRateLimit(limiter: Limiter, policies: RateLimitPolicies) {
  return async (ctx: Context): Promise<void> => {
    if (ctx.method !== 'POST') return;
    const route = limitedApiRouteOf(ctx.path);
    if (route === undefined) return;
    if (route === 'signup') {
      await limiter.take(ctx, policies.signup, clientKeyOf(ctx));
      return;
    }
    const principal = ctx.state.principal as Principal | undefined;
    if (!principal) return; // the service answers 401
    await limiter.take(ctx, policies[route], principal.sub);
  };
}
