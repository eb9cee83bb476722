import Router from '@koa/router';
import type { Team } from '@padel/contracts';
import { principalOf, requireAuth, type AuthState } from '@padel/service-kit';
import { confirmedTeamViewsOf } from '../domain/teams-service';

export function teamsRouter(): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/teams' });
  router.use(requireAuth());

  router.get('/me', async (ctx) => {
    ctx.body = (await confirmedTeamViewsOf(principalOf(ctx).sub)) satisfies Team[];
  });

  return router;
}
