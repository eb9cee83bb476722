import type Router from '@koa/router';
import { LegacyTeamsQuerySchema, type LegacyTeam } from '@padel/contracts';
import { createRouter, AppError, principalOf, requireAuth, validateQuery, type AuthState } from '@padel/service-kit';
import { confirmedTeamViewsOf } from '../../domain/teams-service';
import { toLegacyTeam } from './to-legacy-team';

/** Older form: `GET /api/teams?playerId=`, the caller's own confirmed teams asked for by id (the first 100). */
export function teamsLegacyRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/teams');
  router.use(requireAuth());

  router.get('/', async (ctx) => {
    const { playerId } = validateQuery(ctx, LegacyTeamsQuerySchema);
    if (playerId !== principalOf(ctx).sub) throw new AppError(403, 'CANNOT_VIEW_OTHERS_TEAMS');
    ctx.body = (await confirmedTeamViewsOf(playerId)).items.map(toLegacyTeam) satisfies LegacyTeam[];
  });

  return router;
}
