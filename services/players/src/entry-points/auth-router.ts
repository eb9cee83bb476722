import type Router from '@koa/router';
import { SignupRequestSchema } from '@padel/contracts';
import { createRouter, validateBody, type AuthState, type Logger } from '@padel/service-kit';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { signUp } from '../domain/signup-service';

/** `accounts` is undefined when Keycloak or the sign-up client is not configured. */
export function authRouter(accounts: KeycloakAccounts | undefined, logger: Logger): Router<AuthState> {
  const router = createRouter<AuthState>('/api/auth');

  router.post('/signup', async (ctx) => {
    const request = validateBody(ctx, SignupRequestSchema);
    ctx.body = await signUp(accounts, request, logger);
    ctx.status = 201;
  });

  return router;
}
