/** Which service owns which part of /api (DESIGN.md, "Ownership of the API"). */
export type ServiceName = 'players' | 'tournaments' | 'teams' | 'news';

export const apiOwnership: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/auth', service: 'players' },
  { prefix: '/api/profile', service: 'players' },
  { prefix: '/api/players', service: 'players' },
  { prefix: '/api/rankings', service: 'players' },
  { prefix: '/api/organizer-applications', service: 'players' },
  // The admin's news authoring is the news service's (decision 201): before /api/admin, as the first match wins.
  { prefix: '/api/admin/news', service: 'news' },
  { prefix: '/api/admin', service: 'players' },
  { prefix: '/api/tournaments', service: 'tournaments' },
  { prefix: '/api/tournament-entries', service: 'tournaments' },
  { prefix: '/api/tournament-registrations', service: 'tournaments' },
  { prefix: '/api/calendars', service: 'tournaments' },
  { prefix: '/api/teams', service: 'teams' },
  { prefix: '/api/team-invitations', service: 'teams' },
  { prefix: '/api/news', service: 'news' },
];

const SLASH = 0x2f;

/** True when `path` is `prefix` itself or below it, matching whole segments (`/api/newsletter` is not `/api/news`). */
export function isUnder(path: string, prefix: string): boolean {
  // No `${prefix}/` made per call: the gateway asks this several times per request.
  return path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === SLASH);
}

export function serviceForPath(path: string): ServiceName | undefined {
  return apiOwnership.find(({ prefix }) => isUnder(path, prefix))?.service;
}
