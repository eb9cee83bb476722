import type Router from '@koa/router';
import { apiMessageBody, ProfilePatchSchema } from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validateBody, type AuthState, type Logger } from '@padel/service-kit';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { getOwnProfile, updateOwnProfile } from '../domain/profile-service';

/** The caller's own profile only: there is no route that reads or writes another user's profile. */
export function profileRouter(accounts?: KeycloakAccounts, logger?: Logger): Router<AuthState> {
  const router = createRouter<AuthState>('/api/profile');

  router.get('/me', requireAuth(), async (ctx) => {
    ctx.body = await getOwnProfile(principalOf(ctx));
  });

  router.patch('/me', requireAuth(), async (ctx) => {
    const patch = validateBody(ctx, ProfilePatchSchema);
    const profile = await updateOwnProfile(principalOf(ctx), patch, { accounts, logger });
    ctx.body = { ...apiMessageBody('PROFILE_UPDATED'), profile };
  });

  return router;
}
