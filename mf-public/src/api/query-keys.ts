/**
 * Query keys are the API path after `/api` split in segments (decision 033), shared with every
 * micro-frontend: invalidating `['teams']` refreshes `['teams', 'me']` wherever it is shown.
 */
export const queryKeys = {
  profile: ['profile', 'me'],
  players: ['players'],
  player: (id: string) => ['players', id] as const,
  tournaments: ['tournaments'],
  teams: ['teams', 'me'],
  invitations: ['team-invitations', 'me'],
  sentInvitations: ['team-invitations', 'sent'],
  entries: ['tournament-entries', 'me'],
  registrations: ['tournament-registrations'],
} as const;
