import {
  EntryResponseSchema,
  LegacyRegistrationListSchema,
  LegacyRegistrationResponseSchema,
  NextMatchResponseSchema,
  PageQuerySchema,
  TournamentEntryListSchema,
  TournamentEntryPageSchema,
  type CreateEntry,
  type EntryPaid,
  type RejectEntry,
  type PageQuery,
  type EntryResponse,
  type LegacyCreateRegistration,
  type LegacyRegistrationResponse,
} from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** Entries of the caller's teams with tournament and team embedded (GET /api/tournament-entries/me). */
export function useMyEntries() {
  return useApiQuery('/tournament-entries/me', TournamentEntryListSchema, { auth: 'required' });
}

/** The caller's next match (GET /api/tournament-entries/me/next-match): live first, else the earliest with a time. */
export function useNextMatch() {
  return useApiQuery('/tournament-entries/me/next-match', NextMatchResponseSchema, { auth: 'required' });
}

/** A page of the entries of the caller's teams, newest first (GET /api/tournament-entries/me?page&limit). */
export function useMyEntryPage(request: Partial<PageQuery> = {}) {
  const { page, limit } = PageQuerySchema.parse(request);
  return useApiQuery('/tournament-entries/me', TournamentEntryPageSchema, {
    auth: 'required',
    params: { page, limit },
    keepPrevious: true,
  });
}

/** The caller's registrations in the older form (GET /api/tournament-registrations). */
export function useMyRegistrations() {
  return useApiQuery('/tournament-registrations', LegacyRegistrationListSchema, { auth: 'required' });
}

/** POST /api/tournament-entries: category and level, when sent, must be the tournament's (409 otherwise, decision 111). */
export function useCreateEntry(callbacks: MutationCallbacks<EntryResponse, CreateEntry> = {}) {
  return useApiMutation({
    request: (api, entry: CreateEntry) =>
      api('/tournament-entries', { method: 'POST', body: entry, schema: EntryResponseSchema, auth: 'required' }),
    changes: 'entryChange',
    ...callbacks,
  });
}

/** PATCH /api/tournament-entries/:id/<action>: the other member confirms, or either member withdraws. */
function useEntryAction(action: 'confirm' | 'withdraw', callbacks: MutationCallbacks<EntryResponse, string>) {
  return useApiMutation({
    request: (api, entryId: string) =>
      api(apiPath('tournament-entries', entryId, action), { method: 'PATCH', schema: EntryResponseSchema, auth: 'required' }),
    // A confirmation or withdrawal may take or free a place: the tournament's page counts them.
    changes: 'entryManaged',
    ...callbacks,
  });
}

/** PATCH /api/tournament-entries/:id/confirm by the other team member. */
export function useConfirmEntry(callbacks: MutationCallbacks<EntryResponse, string> = {}) {
  return useEntryAction('confirm', callbacks);
}

/** PATCH /api/tournament-entries/:id/withdraw by either team member, while the tournament is upcoming. */
export function useWithdrawEntry(callbacks: MutationCallbacks<EntryResponse, string> = {}) {
  return useEntryAction('withdraw', callbacks);
}

/** PATCH /api/tournament-entries/:id/reject {reason}: the organizer (or an admin) rejects an entry; its players are mailed. */
export function useRejectEntry(callbacks: MutationCallbacks<EntryResponse, { entryId: string } & RejectEntry> = {}) {
  return useApiMutation({
    request: (api, { entryId, reason }: { entryId: string } & RejectEntry) =>
      api(apiPath('tournament-entries', entryId, 'reject'), {
        method: 'PATCH',
        body: { reason },
        schema: EntryResponseSchema,
        auth: 'required',
      }),
    changes: 'entryManaged',
    ...callbacks,
  });
}

/** PATCH /api/tournament-entries/:id/paid {paid}: the organizer (or an admin) marks an entry's fee paid or unpaid. */
export function useMarkEntryPaid(callbacks: MutationCallbacks<EntryResponse, { entryId: string } & EntryPaid> = {}) {
  return useApiMutation({
    request: (api, { entryId, paid }: { entryId: string } & EntryPaid) =>
      api(apiPath('tournament-entries', entryId, 'paid'), {
        method: 'PATCH',
        body: { paid },
        schema: EntryResponseSchema,
        auth: 'required',
      }),
    changes: 'entryManaged',
    ...callbacks,
  });
}

/** POST /api/tournament-registrations (the older form of an entry): tier and level, when sent, must be the tournament's. */
export function useRegisterForTournament(callbacks: MutationCallbacks<LegacyRegistrationResponse, LegacyCreateRegistration> = {}) {
  return useApiMutation({
    request: (api, registration: LegacyCreateRegistration) =>
      api('/tournament-registrations', {
        method: 'POST',
        body: registration,
        schema: LegacyRegistrationResponseSchema,
        auth: 'required',
      }),
    changes: 'entryChange',
    ...callbacks,
  });
}

export interface RegistrationConfirmation {
  registrationId: string;
  playerId: string;
}

/** PATCH /api/tournament-registrations/:id/confirm {playerId} (the older form). */
export function useConfirmRegistration(callbacks: MutationCallbacks<LegacyRegistrationResponse, RegistrationConfirmation> = {}) {
  return useApiMutation({
    request: (api, { registrationId, playerId }: RegistrationConfirmation) =>
      api(apiPath('tournament-registrations', registrationId, 'confirm'), {
        method: 'PATCH',
        body: { playerId },
        schema: LegacyRegistrationResponseSchema,
        auth: 'required',
      }),
    changes: 'entryChange',
    ...callbacks,
  });
}
