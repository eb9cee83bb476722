import type Router from '@koa/router';
import { apiMessageBody, OrganizerApplicationRequestSchema } from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validateBody, type AuthState } from '@padel/service-kit';
import { ownApplication, submitApplication, withdrawApplication } from '../domain/organizer-applications';

/** A signed-in player's own organizer application: apply, see its state, withdraw it (issue 29, item 1). */
export function organizerApplicationsRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/organizer-applications');

  router.post('/', requireAuth(), async (ctx) => {
    const request = validateBody(ctx, OrganizerApplicationRequestSchema);
    const application = await submitApplication(principalOf(ctx), request);
    ctx.status = 201;
    ctx.body = { ...apiMessageBody('APPLICATION_SUBMITTED'), application };
  });

  router.get('/me', requireAuth(), async (ctx) => {
    ctx.body = { application: await ownApplication(principalOf(ctx)) };
  });

  router.post('/:id/withdraw', requireAuth(), async (ctx) => {
    const application = await withdrawApplication(principalOf(ctx), ctx.params.id as string);
    ctx.body = { ...apiMessageBody('APPLICATION_WITHDRAWN'), application };
  });

  return router;
}
