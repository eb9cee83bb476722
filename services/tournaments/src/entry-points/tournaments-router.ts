import Router from '@koa/router';
import type { AuthState } from '@padel/service-kit';
import { listTournaments } from '../domain/tournaments-service';

export function tournamentsRouter(): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/tournaments' });

  router.get('/', async (ctx) => {
    ctx.body = await listTournaments();
  });

  return router;
}
