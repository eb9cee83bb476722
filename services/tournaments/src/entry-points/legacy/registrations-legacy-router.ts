import type Router from '@koa/router';
import {
  apiMessageBody,
  LegacyConfirmRegistrationSchema,
  LegacyCreateRegistrationSchema,
  PageQuerySchema,
  type LegacyRegistration,
  type LegacyRegistrationPage,
  type LegacyRegistrationResponse,
} from '@padel/contracts';
import { createRouter, AppError, principalOf, requireAuth, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
import { confirmEntry, createEntry, type EntryLimits, entriesOf } from '../../domain/entries-service';
import { toLegacyRegistration } from './to-legacy-registration';

/** Older form of the entry routes: the same entry documents, shown with per-player confirmed flags. */
export function registrationsLegacyRouter(limits: EntryLimits): Router<AuthState> {
  const router = createRouter<AuthState>('/api/tournament-registrations');
  router.use(requireAuth());

  /**
   * The older form has no status: withdrawn entries are left out. A page with any query parameter (decision 194);
   * without one, the newest 100 entries less the withdrawn ones, as before.
   */
  router.get('/', async (ctx) => {
    const caller = principalOf(ctx).sub;
    if (!ctx.querystring) {
      const views = (await entriesOf(caller)).views.filter((view) => view.entry.status !== 'withdrawn');
      ctx.body = views.map(toLegacyRegistration) satisfies LegacyRegistration[];
      return;
    }
    const query = validateQuery(ctx, PageQuerySchema);
    const { views, total } = await entriesOf(caller, query, { withdrawn: false });
    ctx.body = { items: views.map(toLegacyRegistration), page: query.page, limit: query.limit, total } satisfies LegacyRegistrationPage;
  });

  router.post('/', async (ctx) => {
    const body = validateBody(ctx, LegacyCreateRegistrationSchema);
    const view = await createEntry(
      principalOf(ctx).sub,
      {
        tournamentId: body.tournamentId,
        teamId: body.teamId,
        tier: body.tier,
        level: body.level,
      },
      limits,
    );
    ctx.status = 201;
    ctx.body = {
      ...apiMessageBody('REGISTRATION_INITIATED'),
      registration: toLegacyRegistration(view),
    } satisfies LegacyRegistrationResponse;
  });

  router.patch('/:id/confirm', async (ctx) => {
    const { playerId } = validateBody(ctx, LegacyConfirmRegistrationSchema);
    if (playerId !== principalOf(ctx).sub) throw new AppError(403, 'CONFIRM_ONLY_FOR_YOURSELF');
    const view = await confirmEntry(playerId, ctx.params.id as string).catch((error: unknown) => {
      // The caller's own flag is set already: a conflict in the older form, where each member sets their own.
      if (error instanceof AppError && error.code === 'PARTNER_MUST_CONFIRM') {
        throw new AppError(409, 'REGISTRATION_ALREADY_CONFIRMED');
      }
      throw error;
    });
    ctx.body = {
      ...apiMessageBody('REGISTRATION_CONFIRMED'),
      registration: toLegacyRegistration(view),
    } satisfies LegacyRegistrationResponse;
  });

  return router;
}
