import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  EntryResponseSchema,
  LegacyRegistrationListSchema,
  LegacyRegistrationResponseSchema,
  TournamentEntryListSchema,
  type CreateEntry,
  type EntryResponse,
  type LegacyRegistrationResponse,
} from '@padel/contracts';
import { useApi } from '@padel/platform';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

/** Entries of the caller's teams with tournament and team embedded (GET /api/tournament-entries/me). */
export function useMyEntries() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.entries,
    queryFn: () => api('/tournament-entries/me', { schema: TournamentEntryListSchema, auth: 'required' }),
  });
}

/** The caller's registrations in the older form (GET /api/tournament-registrations). */
export function useMyRegistrations() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.registrations,
    queryFn: () => api('/tournament-registrations', { schema: LegacyRegistrationListSchema, auth: 'required' }),
  });
}

/** Both forms are views of the same entries; a confirmed entry also shows on the team (entered tournaments), until withdrawn. */
function refreshEntryLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['tournament-entries'] }),
    queryClient.invalidateQueries({ queryKey: ['tournament-registrations'] }),
    queryClient.invalidateQueries({ queryKey: ['teams'] }),
  ]);
}

/** POST /api/tournament-entries. */
export function useCreateEntry({ onSuccess, onError }: MutationCallbacks<EntryResponse, CreateEntry> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CreateEntry) =>
      api('/tournament-entries', { method: 'POST', body: entry, schema: EntryResponseSchema, auth: 'required' }),
    onSuccess: async (data, variables) => {
      await refreshEntryLists(queryClient);
      onSuccess?.(data, variables);
    },
    onError,
  });
}

/** PATCH /api/tournament-entries/:id/confirm by the other team member. */
export function useConfirmEntry({ onSuccess, onError }: MutationCallbacks<EntryResponse, string> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      api(`/tournament-entries/${encodeURIComponent(entryId)}/confirm`, { method: 'PATCH', schema: EntryResponseSchema, auth: 'required' }),
    onSuccess: async (data, variables) => {
      await refreshEntryLists(queryClient);
      onSuccess?.(data, variables);
    },
    onError,
  });
}

/** PATCH /api/tournament-entries/:id/withdraw by either team member, while the tournament is upcoming. */
export function useWithdrawEntry({ onSuccess, onError }: MutationCallbacks<EntryResponse, string> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      api(`/tournament-entries/${encodeURIComponent(entryId)}/withdraw`, {
        method: 'PATCH',
        schema: EntryResponseSchema,
        auth: 'required',
      }),
    onSuccess: async (data, variables) => {
      await refreshEntryLists(queryClient);
      onSuccess?.(data, variables);
    },
    onError,
  });
}

/** PATCH /api/tournament-registrations/:id/confirm {playerId} (older form). */
export interface RegistrationConfirmation {
  registrationId: string;
  playerId: string;
}

export function useConfirmRegistration({
  onSuccess,
  onError,
}: MutationCallbacks<LegacyRegistrationResponse, RegistrationConfirmation> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, playerId }: RegistrationConfirmation) =>
      api(`/tournament-registrations/${encodeURIComponent(registrationId)}/confirm`, {
        method: 'PATCH',
        body: { playerId },
        schema: LegacyRegistrationResponseSchema,
        auth: 'required',
      }),
    onSuccess: async (data, variables) => {
      await refreshEntryLists(queryClient);
      onSuccess?.(data, variables);
    },
    onError,
  });
}
