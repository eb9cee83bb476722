import {
  CreateTournamentResponseSchema,
  OrganizerTournamentListSchema,
  TournamentEntryListSchema,
  TournamentListSchema,
  type CreateTournamentInput,
  type CreateTournamentResponse,
} from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** The public tournament list with its display status (GET /api/tournaments). */
export function useTournaments() {
  return useApiQuery('/tournaments', TournamentListSchema);
}

/** The organizer's own tournaments with entry counts, newest first (GET /api/tournaments/me); only partners may ask. */
export function useMyTournaments({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery('/tournaments/me', OrganizerTournamentListSchema, { auth: 'required', enabled });
}

/** The entries of one of the organizer's tournaments, in entry order (GET /api/tournaments/:id/entries). */
export function useTournamentEntries(tournamentId: string | null) {
  return useApiQuery(apiPath('tournaments', tournamentId ?? '', 'entries'), TournamentEntryListSchema, {
    auth: 'required',
    enabled: tournamentId !== null,
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
