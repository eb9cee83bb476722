import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@padel/platform';
import type { HandFilter, PartnerSearch } from '../lib/partner-candidates';

/** How long typing pauses before the search is asked of the server. */
export const PARTNER_SEARCH_DEBOUNCE_MS = 250;
/** The most the service takes of a search (PlayerSearchQuerySchema's q). */
const MAX_SEARCH_LENGTH = 100;

const handOf = (value: string | null): HandFilter => (value === 'left' || value === 'right' ? value : 'all');
const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};
const searchOf = (value: string | null) => (value ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();

/** The URL parameter of each part of the search. */
const PARAM = { q: 'q', strongHand: 'hand', courtSide: 'side', page: 'page' } as const;

/**
 * Browse Players' search, kept in the URL (`/my-teams?q=lay&hand=left&side=right&page=2`) so a reload or a shared link
 * shows the same players. The box's text updates at once; the search reaches the URL (and the server) 250 ms after
 * typing stops, replacing the history entry and going back to page 1, as a filter's change does. Paging adds an entry.
 */
export function usePartnerSearch() {
  const [params, setParams] = useSearchParams();
  const search: PartnerSearch = {
    q: searchOf(params.get(PARAM.q)),
    strongHand: handOf(params.get(PARAM.strongHand)),
    courtSide: handOf(params.get(PARAM.courtSide)),
    page: pageOf(params.get(PARAM.page)),
  };
  const { q } = search;

  const [text, setText] = useState(q);
  // Back/Forward changed the search: the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (searchOf(text) !== q) setText(q);
  }

  /** Sets (or, for '' and 'all', removes) URL parameters; any change but the page's starts again at page 1. */
  const change = useCallback(
    (values: Partial<Record<keyof PartnerSearch, string>>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in values)) next.delete(PARAM.page);
          for (const [name, value] of Object.entries(values) as Array<[keyof PartnerSearch, string]>) {
            if (value === '' || value === 'all' || (name === 'page' && value === '1')) next.delete(PARAM[name]);
            else next.set(PARAM[name], value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  useEffect(() => {
    const wanted = searchOf(text);
    if (wanted === q) return undefined;
    const timer = setTimeout(() => change({ q: wanted }, true), PARTNER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, change]);

  return {
    search,
    text,
    setText,
    setStrongHand: (hand: HandFilter) => change({ strongHand: hand }, true),
    setCourtSide: (side: HandFilter) => change({ courtSide: side }, true),
    setPage: (page: number) => change({ page: String(page) }, false),
  };
}
