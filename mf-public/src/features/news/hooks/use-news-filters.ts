import { useCallback, useEffect, useState } from 'react';
import { useSearchParams, withPageParam } from '@padel/platform';
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

  const [search, setSearch] = useState(q);
  const [urlSearch, setUrlSearch] = useState(q);
  if (urlSearch !== q) {
    // Back/Forward changed the search: the box follows it.
    setUrlSearch(q);
    if (newsSearchFromText(search) !== q) setSearch(q);
  }

  useEffect(() => {
    if (newsSearchFromText(search) === q) return undefined;
    const timer = setTimeout(
      () => setParams((current) => withNewsFilter(current, 'q', search), { replace: true }),
      NEWS_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  const setCategory = useCallback((category: string) => setParams((current) => withNewsFilter(current, 'category', category)), [setParams]);
  const setPage = useCallback((page: number) => setParams((current) => withPageParam(current, page)), [setParams]);

  return { query, search, setSearch, setCategory, setPage };
}
