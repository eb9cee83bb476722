import type Router from '@koa/router';
import {
  PlayerOverviewQuerySchema,
  PlayerSearchQuerySchema,
  type HeadToHead,
  type Player,
  type PlayerOverview,
  type PlayerPage,
} from '@padel/contracts';
import { createRouter, validateQuery, type AuthState } from '@padel/service-kit';
import { headToHead, playerOverview } from '../domain/player-page';
import { getPlayer, leadingPlayers, searchPlayers } from '../domain/players-service';

/**
 * Players: public, with more left out for a signed-in caller (decision 180). With any query parameter a page by name;
 * without one the older form, an array of the first 20 in the ranking's order with the total in X-Total-Count.
 */
export function playersRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/players');

  router.get('/', async (ctx) => {
    const caller = ctx.state.principal;
    // The answer depends on the caller: no shared cache may keep it.
    ctx.set('Cache-Control', 'private, no-store');
    if (ctx.querystring === '') {
      const first = await leadingPlayers(caller);
      ctx.set('X-Total-Count', String(first.total));
      ctx.body = first.players satisfies Player[];
      return;
    }
    ctx.body = (await searchPlayers(validateQuery(ctx, PlayerSearchQuerySchema), caller)) satisfies PlayerPage;
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getPlayer(ctx.params.id as string);
  });

  /** The public player page and the head-to-head (decision 197), from read models found by `_id`. */
  router.get('/:id/overview', async (ctx) => {
    ctx.body = (await playerOverview(ctx.params.id as string, validateQuery(ctx, PlayerOverviewQuerySchema))) satisfies PlayerOverview;
  });

  router.get('/:id/vs/:otherId', async (ctx) => {
    ctx.body = (await headToHead(ctx.params.id as string, ctx.params.otherId as string)) satisfies HeadToHead;
  });

  return router;
}
