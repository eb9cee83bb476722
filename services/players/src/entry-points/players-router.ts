import Router from '@koa/router';
import type { AuthState } from '@padel/service-kit';
import { getPlayer, listPlayers } from '../domain/players-service';

export function playersRouter(): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/players' });

  router.get('/', async (ctx) => {
    ctx.body = await listPlayers();
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getPlayer(ctx.params.id as string);
  });

  return router;
}
