/** The page number of a URL's `page` parameter: a whole number from 1, else 1 (a hand-edited link still shows a page). */
export function pageOfUrl(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query string on `page`, other parameters kept (page 1 is the absence of `page`). */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
