import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'koa';
import { AppError } from '@padel/service-kit';
import { clientKeyOf, type Limiter, type RateLimitPolicies } from './rate-limits';
import { formOf, readBody } from './token-endpoint';

/** Whether a request posts one of the forms of Keycloak's login pages of the league realm (exact spelling: decision 181). */
export const isLoginActionPost = (method: string, path: string, realm: string): boolean =>
  method === 'POST' && path.startsWith(`/auth/realms/${realm}/login-actions/`);

/**
 * The forms of Keycloak's login pages, looked into before they go on (decision 190):
 *
 * - The request for a password-reset mail (`login-actions/reset-credentials` with a `username`) is limited per account
 *   identifier as submitted (trimmed, lower-cased) and per client address, whether or not such an account exists, and
 *   is answered no sooner than `resetAnswerMs` after it arrived, refused or not: Keycloak takes longer when it sends a
 *   mail, and the time must not tell who has an account.
 * - A new password (any form with `password-new`: the reset mail's link and a signed-in password change both end on
 *   Keycloak's update-password form) always signs out the account's other sessions: the gateway sets the form's
 *   `logout-sessions` box, which the person could leave unticked, so the old refresh tokens are refused.
 */
export function loginActionForms(limiter: Limiter, policies: RateLimitPolicies, options: { realm: string; resetAnswerMs: number }) {
  const resetPath = `/auth/realms/${options.realm}/login-actions/reset-credentials`;
  return async (ctx: Context, forward: (body: Buffer) => Promise<void>): Promise<void> => {
    const arrived = Date.now();
    const body = await readBody(ctx);
    // Keycloak's pages post only this kind of form: another one would pass unread.
    if (body.length > 0 && !ctx.is('application/x-www-form-urlencoded')) throw new AppError(415, 'UNSUPPORTED_CONTENT_TYPE');
    const form = formOf(ctx, body);
    if (form.has('password-new')) {
      form.set('logout-sessions', 'on');
      return forward(Buffer.from(form.toString()));
    }
    const account = form.get('username')?.trim().toLowerCase();
    if (ctx.path !== resetPath || account === undefined) return forward(body);
    try {
      await limiter.take(ctx, policies.passwordResetAddress, clientKeyOf(ctx));
      await limiter.take(ctx, policies.passwordResetAccount, account);
      await forward(body);
    } finally {
      await sleep(Math.max(0, arrived + options.resetAnswerMs - Date.now()));
    }
  };
}
