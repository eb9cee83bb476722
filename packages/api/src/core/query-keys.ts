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

/** Query-string parameters of a GET; `undefined` and empty ones are left out. */
export type ApiParams = Record<string, string | number | undefined>;

/** The parameters that are sent, in the given order (what the cache key holds). */
export function sentParams(params: ApiParams): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') sent[name] = String(value);
  return sent;
}

/** The cache key of a GET of `path` with `params`: the path's segments, then the sent parameters (`['rankings', { page: '2' }]`). */
export function queryKeyWith(path: ApiPath, params: ApiParams): readonly unknown[] {
  return [...queryKeyOf(path), sentParams(params)];
}

/** `/rankings` with `{ page: 2, q: 'lay' }` → `/rankings?page=2&q=lay` (the path alone when nothing is sent). */
export function withParams(path: ApiPath, params: ApiParams): ApiPath {
  const query = new URLSearchParams(sentParams(params)).toString();
  return query ? `${path}?${query}` : path;
}
