import type Router from '@koa/router';
import { SignupRequestSchema } from '@padel/contracts';
import { clientAddressKey, createRouter, principalOf, requireAuth, validateBody, type AuthState, type Logger } from '@padel/service-kit';
import { businessLimits } from '../data-access/business-limits';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { signUp } from '../domain/signup-service';
import { resendVerificationMail } from '../domain/verification-mail';

const HOUR_MS = 60 * 60 * 1000;

/**
 * `accounts` is undefined when Keycloak or the sign-up client is not configured. Each valid sign-up counts against its
 * client address's `signupsPerHour` in any hour, in the service's database (decision 193): past it, 429. The signed-in
 * caller may ask for the address-confirmation mail again, `verificationMailsPerHour` times in any hour.
 */
export function authRouter(
  accounts: KeycloakAccounts | undefined,
  logger: Logger,
  { signupsPerHour, verificationMailsPerHour }: { signupsPerHour: number; verificationMailsPerHour: number },
): Router<AuthState> {
  const router = createRouter<AuthState>('/api/auth');

  router.post('/signup', async (ctx) => {
    const request = validateBody(ctx, SignupRequestSchema);
    await businessLimits.take(
      { name: 'signup', limit: signupsPerHour, windowMs: HOUR_MS },
      clientAddressKey(ctx.ip),
      'SIGNUP_RATE_LIMITED',
    );
    ctx.body = await signUp(accounts, request, logger);
    ctx.status = 201;
  });

  router.post('/verification-mail', requireAuth(), async (ctx) => {
    ctx.body = await resendVerificationMail(accounts, principalOf(ctx), { mailsPerHour: verificationMailsPerHour });
  });

  return router;
}
