import type Router from '@koa/router';
import { apiMessageBody, CreateEntrySchema, type EntryResponse, type TournamentEntry } from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validateBody, type AuthState } from '@padel/service-kit';
import { confirmEntry, createEntry, entriesOf, toEntry, withdrawEntry } from '../domain/entries-service';

export function entriesRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/tournament-entries');
  router.use(requireAuth());

  router.get('/me', async (ctx) => {
    ctx.body = (await entriesOf(principalOf(ctx).sub)).map(toEntry) satisfies TournamentEntry[];
  });

  router.post('/', async (ctx) => {
    const body = validateBody(ctx, CreateEntrySchema);
    const view = await createEntry(principalOf(ctx).sub, {
      tournamentId: body.tournament_id,
      teamId: body.team_id,
      tier: body.category,
      level: body.level,
    });
    ctx.status = 201;
    ctx.body = { ...apiMessageBody('ENTRY_CREATED'), entry: toEntry(view) } satisfies EntryResponse;
  });

  router.patch('/:id/confirm', async (ctx) => {
    const view = await confirmEntry(principalOf(ctx).sub, ctx.params.id as string);
    ctx.body = { ...apiMessageBody('ENTRY_CONFIRMED'), entry: toEntry(view) } satisfies EntryResponse;
  });

  router.patch('/:id/withdraw', async (ctx) => {
    const view = await withdrawEntry(principalOf(ctx).sub, ctx.params.id as string);
    ctx.body = { ...apiMessageBody('ENTRY_WITHDRAWN'), entry: toEntry(view) } satisfies EntryResponse;
  });

  return router;
}
