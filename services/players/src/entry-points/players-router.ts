import type Router from '@koa/router';
import { createRouter, type AuthState } from '@padel/service-kit';
import { getPlayer, listPlayers } from '../domain/players-service';

export function playersRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/players');

  router.get('/', async (ctx) => {
    ctx.body = await listPlayers();
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getPlayer(ctx.params.id as string);
  });

  return router;
}
