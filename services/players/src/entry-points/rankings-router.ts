import type Router from '@koa/router';
import { RankingQuerySchema } from '@padel/contracts';
import { createRouter, validateQuery, type AuthState } from '@padel/service-kit';
import { playerRanking } from '../domain/ranking/player-ranking';
import { rankingPage } from '../domain/ranking/ranking-view';

/** The ranking's current edition, paged and searched in memory (decision 090). Public. */
export function rankingsRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/rankings');

  router.get('/', (ctx) => {
    ctx.body = rankingPage(validateQuery(ctx, RankingQuerySchema));
  });

  router.get('/players/:id', async (ctx) => {
    ctx.body = await playerRanking(ctx.params.id as string);
  });

  return router;
}
