import type Router from '@koa/router';
import {
  apiMessageBody,
  CreateEntrySchema,
  EntryPaidSchema,
  PageQuerySchema,
  RejectEntrySchema,
  type EntryResponse,
  type NextMatchResponse,
  type TournamentEntry,
  type TournamentEntryPage,
} from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
import { rejectEntry, setEntryPaid } from '../domain/entry-management';
import { nextMatchOf } from '../domain/next-match';
import { confirmEntry, createEntry, type EntryLimits, entriesOf, toEntry, withdrawEntry } from '../domain/entries-service';

export function entriesRouter(limits: EntryLimits): Router<AuthState> {
  const router = createRouter<AuthState>('/api/tournament-entries');
  router.use(requireAuth());

  /** A page with any query parameter; without one, the older form: the first 100 as an array (decision 185). */
  router.get('/me', async (ctx) => {
    const caller = principalOf(ctx).sub;
    if (!ctx.querystring) {
      ctx.body = (await entriesOf(caller)).views.map(toEntry) satisfies TournamentEntry[];
      return;
    }
    const query = validateQuery(ctx, PageQuerySchema);
    const { views, total } = await entriesOf(caller, query);
    ctx.body = { items: views.map(toEntry), page: query.page, limit: query.limit, total } satisfies TournamentEntryPage;
  });

  router.get('/me/next-match', async (ctx) => {
    ctx.body = { next: await nextMatchOf(principalOf(ctx).sub) } satisfies NextMatchResponse;
  });

  router.post('/', async (ctx) => {
    const body = validateBody(ctx, CreateEntrySchema);
    const view = await createEntry(
      principalOf(ctx).sub,
      {
        tournamentId: body.tournament_id,
        teamId: body.team_id,
        tier: body.category,
        level: body.level,
      },
      limits,
    );
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

  /** The organizer (or an admin) rejects an entry with a reason (decision 198). */
  router.patch('/:id/reject', async (ctx) => {
    const { reason } = validateBody(ctx, RejectEntrySchema);
    const view = await rejectEntry(principalOf(ctx), ctx.params.id as string, reason);
    ctx.body = { ...apiMessageBody('ENTRY_REJECTED'), entry: toEntry(view) } satisfies EntryResponse;
  });

  /** The organizer (or an admin) marks the entry's fee paid or unpaid. */
  router.patch('/:id/paid', async (ctx) => {
    const { paid } = validateBody(ctx, EntryPaidSchema);
    const view = await setEntryPaid(principalOf(ctx), ctx.params.id as string, paid);
    ctx.body = { ...apiMessageBody(paid ? 'ENTRY_MARKED_PAID' : 'ENTRY_MARKED_UNPAID'), entry: toEntry(view) } satisfies EntryResponse;
  });

  return router;
}
