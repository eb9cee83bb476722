import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateTournamentResponseSchema,
  OrganizerTournamentListSchema,
  TournamentEntryListSchema,
  type CreateTournamentInput,
  type CreateTournamentResponse,
} from '@padel/contracts';
import { useApi } from '@padel/platform';

/** Query keys follow the API path after `/api` (decision 033): `['tournaments']` covers the public list too. */
export const myTournamentsQueryKey = ['tournaments', 'me'] as const;

/** The organizer's own tournaments with entry counts, newest first (GET /api/tournaments/me); only partners may ask. */
export function useMyTournaments(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: myTournamentsQueryKey,
    queryFn: () => api('/tournaments/me', { schema: OrganizerTournamentListSchema, auth: 'required' }),
    enabled,
  });
}

/** The entries of one of the organizer's tournaments, in entry order (GET /api/tournaments/:id/entries). */
export function useTournamentEntries(tournamentId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['tournaments', tournamentId, 'entries'],
    queryFn: () =>
      api(`/tournaments/${encodeURIComponent(tournamentId ?? '')}/entries`, { schema: TournamentEntryListSchema, auth: 'required' }),
    enabled: tournamentId !== null,
  });
}

/**
 * POST /api/tournaments; refreshes every tournament list (this dashboard's and the public pages'), then calls
 * `onSuccess`. The callbacks are the mutation's own options, so they run even if the form has unmounted.
 */
export function useCreateTournament({
  onSuccess,
  onError,
}: { onSuccess?: (response: CreateTournamentResponse) => void; onError?: (error: Error) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournament: CreateTournamentInput) =>
      api('/tournaments', { method: 'POST', body: tournament, schema: CreateTournamentResponseSchema, auth: 'required' }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: ['tournaments'] });
      onSuccess?.(response);
    },
    onError,
  });
}
