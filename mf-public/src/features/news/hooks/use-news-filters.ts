import { useCallback } from 'react';
import { useSearchParams, useTypedParam, withPageParam } from '@padel/platform';
import { newsQueryFromUrl, newsSearchFromText, withNewsFilter } from '../lib/news-filters';

/** How long typing pauses before the search is asked of the server. */
export const NEWS_SEARCH_DEBOUNCE_MS = 250;

/**
 * The News page's search, category and page, kept in the URL (`?q=…&category=…&page=2`) so a reload, Back and a shared
 * link return to them. The box's text updates at once and reaches the URL 250 ms after typing stops (replacing the
 * history entry); a category and a page add an entry. A new search or category goes back to page 1.
 */
export function useNewsFilters() {
  const [params, setParams] = useSearchParams();
  const query = newsQueryFromUrl(params);
  const { q } = query;

  const commitSearch = useCallback(
    (text: string) => setParams((current) => withNewsFilter(current, 'q', text), { replace: true }),
    [setParams],
  );
  const [search, setSearch] = useTypedParam(q, { normalize: newsSearchFromText, commit: commitSearch, delayMs: NEWS_SEARCH_DEBOUNCE_MS });

  const setCategory = useCallback((category: string) => setParams((current) => withNewsFilter(current, 'category', category)), [setParams]);
  const setPage = useCallback((page: number) => setParams((current) => withPageParam(current, page)), [setParams]);

  return { query, search, setSearch, setCategory, setPage };
}
