/**
 * Query keys are the API path after `/api` split in segments (decision 033), so every micro-frontend can
 * invalidate what another shows: invalidating `['teams']` refreshes `['teams', 'me']` wherever it is used.
 */
export const queryKeys = {
  profile: ['profile', 'me'],
  players: ['players'],
  teams: ['teams', 'me'],
  invitations: ['team-invitations', 'me'],
  tournaments: ['tournaments'],
  entries: ['tournament-entries', 'me'],
  registrations: ['tournament-registrations'],
  /**
   * Players the caller invited in this session (not an API path: the invitation list only has received ones).
   * Shared with mf-public's partner panel, reset with every other query on sign-out.
   */
  sentInvitees: ['session', 'sent-invitations'],
} as const;
