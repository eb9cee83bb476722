import Router from '@koa/router';
import { LegacyTeamsQuerySchema, type LegacyTeam, type Team } from '@padel/contracts';
import { AppError, principalOf, requireAuth, validateQuery, type AuthState } from '@padel/service-kit';
import { confirmedTeamsOf, confirmedTeamViewsOf, toLegacyTeam } from '../domain/teams-service';

export function teamsRouter(): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/teams' });
  router.use(requireAuth());

  router.get('/me', async (ctx) => {
    ctx.body = (await confirmedTeamViewsOf(principalOf(ctx).sub)) satisfies Team[];
  });

  /** Older form: the caller's own confirmed teams, asked for by id. */
  router.get('/', async (ctx) => {
    const { playerId } = validateQuery(ctx, LegacyTeamsQuerySchema);
    if (playerId !== principalOf(ctx).sub) throw new AppError(403, "You cannot view another player's teams");
    ctx.body = (await confirmedTeamsOf(playerId)).map(toLegacyTeam) satisfies LegacyTeam[];
  });

  return router;
}
