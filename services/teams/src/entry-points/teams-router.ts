import type Router from '@koa/router';
import type { Team } from '@padel/contracts';
import { createRouter, principalOf, requireAuth, type AuthState } from '@padel/service-kit';
import { confirmedTeamViewsOf } from '../domain/teams-service';

export function teamsRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/teams');
  router.use(requireAuth());

  router.get('/me', async (ctx) => {
    ctx.body = (await confirmedTeamViewsOf(principalOf(ctx).sub)) satisfies Team[];
  });

  return router;
}
