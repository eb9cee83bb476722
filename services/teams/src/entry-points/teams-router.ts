import type Router from '@koa/router';
import { PageQuerySchema, type Team, type TeamPage } from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validateQuery, type AuthState } from '@padel/service-kit';
import { confirmedTeamViewsOf } from '../domain/teams-service';

export function teamsRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/teams');
  router.use(requireAuth());

  /** A page with any query parameter; without one, the older form: the first 100 as an array (decision 194). */
  router.get('/me', async (ctx) => {
    const caller = principalOf(ctx).sub;
    if (!ctx.querystring) {
      ctx.body = (await confirmedTeamViewsOf(caller)).items satisfies Team[];
      return;
    }
    const query = validateQuery(ctx, PageQuerySchema);
    const { items, total } = await confirmedTeamViewsOf(caller, query);
    ctx.body = { items, page: query.page, limit: query.limit, total } satisfies TeamPage;
  });

  return router;
}
