/**
 * A resource's API path after `/api`, e.g. `/teams/me` or `/tournaments/:id/entries` with the id filled in.
 * Query keys are derived from it and from nothing else, so that a change made in one micro-frontend refreshes
 * what every other one shows (decision 080).
 */
export type ApiPath = `/${string}`;

/** The query key of an API path: its segments, `/teams/me` → `['teams', 'me']` (an empty id stays a segment). */
export function queryKeyOf(path: ApiPath): readonly string[] {
  return path.split('?')[0]!.slice(1).split('/');
}

/** `/tournaments/${id}/entries` with every segment URL-encoded. */
export function apiPath(...segments: string[]): ApiPath {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}
