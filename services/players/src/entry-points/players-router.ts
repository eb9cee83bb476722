import Router from '@koa/router';
import { LegacyPlayerRegisterSchema } from '@padel/contracts';
import { principalOf, requireAuth, validateBody, type AuthState } from '@padel/service-kit';
import { getPlayer, listPlayers, registerOwnPlayer } from '../domain/players-service';

export function playersRouter(): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/players' });

  router.get('/', async (ctx) => {
    ctx.body = await listPlayers();
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getPlayer(ctx.params.id as string);
  });

  /** Legacy register-as-player form: always registers the signed-in caller. */
  router.post('/', requireAuth(), async (ctx) => {
    const form = validateBody(ctx, LegacyPlayerRegisterSchema);
    const { created, player } = await registerOwnPlayer(principalOf(ctx), form);
    ctx.status = created ? 201 : 200;
    ctx.body = { message: created ? 'Player registered successfully' : 'Player details updated', ...player };
  });

  return router;
}
