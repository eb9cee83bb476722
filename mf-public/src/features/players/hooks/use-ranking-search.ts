import { useCallback } from 'react';
import { useSearchParams, useTypedParam } from '@padel/platform';
import { pageFromUrl, searchFromText } from '../lib/rankings';

/** How long typing pauses before the search is asked of the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The Rankings page's place, kept in the URL (`?page=2&q=...`) so Back, Forward and a reload return to it. The box's
 * text updates at once; the search reaches the URL (and the server) 250 ms after typing stops, replacing the
 * history entry (no entry per keystroke) and going back to page 1. Paging adds a history entry.
 */
export function useRankingSearch() {
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const q = searchFromText(params.get('q'));

  const commitSearch = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const wanted = searchFromText(text);
          if (wanted) next.set('q', wanted);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const [text, setText] = useTypedParam(q, { normalize: searchFromText, commit: commitSearch, delayMs: SEARCH_DEBOUNCE_MS });

  const setPage = useCallback(
    (to: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (to > 1) next.set('page', String(to));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { page, q, text, setText, setPage };
}
