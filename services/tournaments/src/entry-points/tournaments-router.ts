import type Router from '@koa/router';
import {
  CreateTournamentSchema,
  PageQuerySchema,
  TournamentListQuerySchema,
  TournamentStatusChangeSchema,
  UpdateTournamentSchema,
  type TournamentEntriesPage,
  type TournamentEntry,
} from '@padel/contracts';
import { createRouter, principalOf, requireAuth, requireRole, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
import { entriesOfTournament, toEntry } from '../domain/entries-service';
import { changeTournamentStatus, deleteDraft, updateTournament } from '../domain/tournament-housekeeping';
import { createTournament, listOwnTournaments, publicTournamentList, tournamentDetail } from '../domain/tournaments-service';

/**
 * The lists answer a page with any query parameter and, without one, the older form: the first 100 as an array
 * (decision 185). The public list is held in memory, found again `publicListMaxAgeMs` after it was read at the latest.
 */
export function tournamentsRouter(options: { publicListMaxAgeMs: number }): Router<AuthState> {
  const router = createRouter<AuthState>('/api/tournaments');
  const publicList = publicTournamentList({ maxAgeMs: options.publicListMaxAgeMs });

  router.get('/', async (ctx) => {
    ctx.body = ctx.querystring ? await publicList.page(validateQuery(ctx, TournamentListQuerySchema)) : await publicList.firstItems();
  });

  /** Organizers (partner role) create tournaments; the caller becomes the organizer. */
  router.post('/', requireRole('partner'), async (ctx) => {
    const input = validateBody(ctx, CreateTournamentSchema);
    ctx.body = await createTournament(principalOf(ctx), input);
    ctx.status = 201;
  });

  /** The caller's own tournaments; empty for anyone who never created one. */
  router.get('/me', requireAuth(), async (ctx) => {
    ctx.body = ctx.querystring
      ? await listOwnTournaments(principalOf(ctx), validateQuery(ctx, PageQuerySchema))
      : await listOwnTournaments(principalOf(ctx));
  });

  /** A tournament's page with its draw (public; a draft only for its organizer or an admin). */
  router.get('/:id', async (ctx) => {
    ctx.body = await tournamentDetail(ctx.state.principal, ctx.params.id as string);
  });

  /** Its organizer (or an admin) edits it while no team has entered it (decision 113). */
  router.patch('/:id', requireAuth(), async (ctx) => {
    const change = validateBody(ctx, UpdateTournamentSchema);
    ctx.body = await updateTournament(principalOf(ctx), ctx.params.id as string, change);
  });

  /** Its organizer (or an admin) publishes, unpublishes (draft) or closes it until it is drawn. */
  router.patch('/:id/status', requireAuth(), async (ctx) => {
    const { status } = validateBody(ctx, TournamentStatusChangeSchema);
    ctx.body = await changeTournamentStatus(principalOf(ctx), ctx.params.id as string, status);
  });

  /** Its organizer (or an admin) deletes a draft no team has entered. */
  router.delete('/:id', requireAuth(), async (ctx) => {
    ctx.body = await deleteDraft(principalOf(ctx), ctx.params.id as string);
  });

  /** The entries of one of the caller's tournaments (organizer or admin only): a page, or the older form's first 100. */
  router.get('/:id/entries', requireAuth(), async (ctx) => {
    const caller = principalOf(ctx);
    const id = ctx.params.id as string;
    if (!ctx.querystring) {
      ctx.body = (await entriesOfTournament(caller, id)).map(toEntry) satisfies TournamentEntry[];
      return;
    }
    const query = validateQuery(ctx, PageQuerySchema);
    const { views, total, counts } = await entriesOfTournament(caller, id, query);
    ctx.body = {
      items: views.map(toEntry),
      page: query.page,
      limit: query.limit,
      total,
      entry_counts: counts,
    } satisfies TournamentEntriesPage;
  });

  return router;
}
