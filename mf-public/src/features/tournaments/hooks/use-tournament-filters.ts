import { useCallback } from 'react';
import { useSearchParams, withPageParam } from '@padel/platform';
import { filtersFromUrl, withFilter, withoutFilters, type TournamentFilterName } from '../lib/tournament-filters';

/**
 * The Tournaments page's filters and page, kept in the URL so a reload, Back and a shared link return to them. A
 * chosen filter adds a history entry and goes back to page 1; the typed city replaces the entry (no entry per
 * keystroke); paging adds an entry.
 */
export function useTournamentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const setFilter = useCallback(
    (name: TournamentFilterName, value: string) => setParams((current) => withFilter(current, name, value), { replace: name === 'city' }),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams((current) => withoutFilters(current)), [setParams]);
  const setPage = useCallback((page: number) => setParams((current) => withPageParam(current, page)), [setParams]);
  return { filters, setFilter, clearFilters, setPage };
}
