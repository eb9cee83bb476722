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
  /** Pending invitations the caller sent (GET /api/team-invitations/sent), shared with mf-public's partner panel. */
  sentInvitations: ['team-invitations', 'sent'],
} as const;
