import {
  MessageResponseSchema,
  TournamentChangeResponseSchema,
  type MessageResponse,
  type TournamentChangeResponse,
  type TournamentHostStatus,
  type UpdateTournament,
} from '@padel/contracts';
import { useApiMutation, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/**
 * The organizer's housekeeping of one tournament (decision 113). Each refreshes every tournament list (public and
 * the organizer's) and the tournament itself; a refusal (409: entries came in, it was drawn) refreshes them too.
 */

/** PATCH /api/tournaments/:id: the fields to change (while no team has entered). */
export function useUpdateTournament(tournamentId: string, callbacks: MutationCallbacks<TournamentChangeResponse, UpdateTournament> = {}) {
  return useApiMutation({
    request: (api, change: UpdateTournament) =>
      api(apiPath('tournaments', tournamentId), {
        method: 'PATCH',
        body: change,
        schema: TournamentChangeResponseSchema,
        auth: 'required',
      }),
    changes: 'tournamentChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** PATCH /api/tournaments/:id/status: publish, unpublish (draft) or close. */
export function useChangeTournamentStatus(
  tournamentId: string,
  callbacks: MutationCallbacks<TournamentChangeResponse, TournamentHostStatus> = {},
) {
  return useApiMutation({
    request: (api, status: TournamentHostStatus) =>
      api(apiPath('tournaments', tournamentId, 'status'), {
        method: 'PATCH',
        body: { status },
        schema: TournamentChangeResponseSchema,
        auth: 'required',
      }),
    changes: 'tournamentChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** DELETE /api/tournaments/:id: a draft no team has entered. */
export function useDeleteTournament(tournamentId: string, callbacks: MutationCallbacks<MessageResponse, void> = {}) {
  return useApiMutation({
    request: (api) => api(apiPath('tournaments', tournamentId), { method: 'DELETE', schema: MessageResponseSchema, auth: 'required' }),
    changes: 'tournamentChange',
    refreshOnError: true,
    ...callbacks,
  });
}
