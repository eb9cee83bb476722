import {
  CreateTournamentResponseSchema,
  OrganizerTournamentListSchema,
  OrganizerTournamentPageSchema,
  PageQuerySchema,
  TournamentEntriesPageSchema,
  TournamentEntryListSchema,
  TournamentListQuerySchema,
  TournamentListSchema,
  TournamentPageSchema,
  type CreateTournamentInput,
  type CreateTournamentResponse,
  type PageQuery,
  type TournamentListQuery,
} from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** The public tournament list with its display status (GET /api/tournaments, the older form: the first 100). */
export function useTournaments() {
  return useApiQuery('/tournaments', TournamentListSchema);
}

/** What a screen asks of GET /api/tournaments: the page, its size and the filters (decision 185). */
export type TournamentPageRequest = Partial<TournamentListQuery>;

/**
 * The query as sent: `page` and `limit` always (the contract's defaults when not given), each filter only when set
 * (`city` trimmed). Throws on what the service would refuse with 400, so a screen never asks it.
 */
export function tournamentPageParams(request: TournamentPageRequest = {}) {
  const { page, limit, status, tier, category, city, month, order } = TournamentListQuerySchema.parse(request);
  return { page, limit, status, tier, category, city: city || undefined, month, order };
}

/**
 * A page of the public tournaments, earliest start first (GET /api/tournaments?page&limit&…, public), with the
 * Live/Upcoming/Completed counts over every public tournament. The previous page stays on screen while the next loads.
 */
export function useTournamentPage(request: TournamentPageRequest = {}) {
  return useApiQuery('/tournaments', TournamentPageSchema, { params: tournamentPageParams(request), keepPrevious: true });
}

/** The organizer's own tournaments with entry counts, newest first (GET /api/tournaments/me, the older form: the first 100); only partners may ask. */
export function useMyTournaments({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery('/tournaments/me', OrganizerTournamentListSchema, { auth: 'required', enabled });
}

/** A page of the organizer's own tournaments, newest first (GET /api/tournaments/me?page&limit); only partners may ask. */
export function useMyTournamentPage(request: Partial<PageQuery> = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const { page, limit } = PageQuerySchema.parse(request);
  return useApiQuery('/tournaments/me', OrganizerTournamentPageSchema, {
    auth: 'required',
    enabled,
    params: { page, limit },
    keepPrevious: true,
  });
}

/** The entries of one of the organizer's tournaments, in entry order (GET /api/tournaments/:id/entries). */
export function useTournamentEntries(tournamentId: string | null) {
  return useApiQuery(apiPath('tournaments', tournamentId ?? '', 'entries'), TournamentEntryListSchema, {
    auth: 'required',
    enabled: tournamentId !== null,
  });
}

/**
 * A page of one of the organizer's tournaments' entries, in entry order, with the whole tournament's counts of teams
 * still in and confirmed (GET /api/tournaments/:id/entries?page&limit). The previous page stays while the next loads.
 */
export function useTournamentEntryPage(tournamentId: string | null, request: Partial<PageQuery> = {}) {
  const { page, limit } = PageQuerySchema.parse(request);
  return useApiQuery(apiPath('tournaments', tournamentId ?? '', 'entries'), TournamentEntriesPageSchema, {
    auth: 'required',
    enabled: tournamentId !== null,
    params: { page, limit },
    keepPrevious: true,
  });
}

/** POST /api/tournaments; every tournament list (the organizer's and the public pages') refreshes. */
export function useCreateTournament(callbacks: MutationCallbacks<CreateTournamentResponse, CreateTournamentInput> = {}) {
  return useApiMutation({
    request: (api, tournament: CreateTournamentInput) =>
      api('/tournaments', { method: 'POST', body: tournament, schema: CreateTournamentResponseSchema, auth: 'required' }),
    changes: 'tournamentChange',
    ...callbacks,
  });
}
