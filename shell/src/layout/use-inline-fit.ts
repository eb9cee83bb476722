import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * How the header shows its links: `full` (the logo with the league's name, the links), `compact` (the logo's mark
 * only, so the links fit), `menu` (the links are in the side menu).
 */
export type InlineFit = 'full' | 'compact' | 'menu';

export interface InlineFitRefs {
  /** The header row: its width follows the window. */
  row: RefObject<HTMLElement | null>;
  /** The room the links may take: a flex item that gets the row's free space and clips what does not fit. */
  room: RefObject<HTMLElement | null>;
  /** The links in one row at their natural (max-content) width, in `room`, laid out even while hidden. */
  links: RefObject<HTMLElement | null>;
  /** The actions beside the links (language, theme, account); their width does not depend on the fit. */
  actions: RefObject<HTMLElement | null>;
  /** What `compact` takes out of the row (the league's name), still measurable when taken out (not display:none). */
  collapsible: RefObject<HTMLElement | null>;
  /** The side-menu button, shown only in `menu`: its room goes to the links when they come. */
  fallback: RefObject<HTMLElement | null>;
}

/** The refs the header hands to `useInlineFit`, one per element it measures. */
export function useInlineFitRefs() {
  return {
    row: useRef<HTMLDivElement>(null),
    room: useRef<HTMLElement>(null),
    links: useRef<HTMLDivElement>(null),
    actions: useRef<HTMLDivElement>(null),
    collapsible: useRef<HTMLSpanElement>(null),
    fallback: useRef<HTMLButtonElement>(null),
  };
}

const widthOf = (element: HTMLElement | null) =>
  element && element.getClientRects().length > 0 ? element.getBoundingClientRect().width : 0;
/** The width an element takes in its flex row: its own and the gap beside it. */
const spanOf = (element: HTMLElement | null) => {
  const width = widthOf(element);
  if (width === 0 || !element?.parentElement) return 0;
  return width + (parseFloat(getComputedStyle(element.parentElement).columnGap) || 0);
};

/**
 * How the header's links fit, measured rather than guessed from the viewport: the links' real width (their
 * language, the signed-in set, the fonts) against the room the logo and the actions leave (decision 110). A
 * ResizeObserver re-measures when the window, the labels (another language, a Host Dashboard link arriving), the
 * league's name or the actions (the account menu) change; none of those change size with the fit, so measuring never
 * loops. It also measures in the commit that changes `shownKey` (what the header shows). Either way the answer is applied before the browser
 * paints: the header does not flash or jump.
 */
export function useInlineFit(refs: InlineFitRefs, shownKey: string): InlineFit {
  const [fit, setFit] = useState<InlineFit>('full');
  const fitRef = useRef(fit);
  const { row, room, links, actions, collapsible, fallback } = refs;

  /** The fit for the layout as it is now; true when it differs from the one shown. */
  const remeasure = useCallback(() => {
    if (!room.current || !links.current) return false;
    const needed = widthOf(links.current);
    const name = spanOf(collapsible.current);
    // The room of the `full` layout, whatever is shown now.
    const full =
      widthOf(room.current) + (fitRef.current === 'menu' ? spanOf(fallback.current) : 0) - (fitRef.current === 'compact' ? name : 0);
    const next: InlineFit = needed <= full ? 'full' : needed <= full + name ? 'compact' : 'menu';
    if (next === fitRef.current) return false;
    fitRef.current = next;
    return true;
  }, [room, links, collapsible, fallback]);

  // When what the header shows changes (`shownKey`: the links, the language, the account), in the same commit.
  useLayoutEffect(() => {
    if (remeasure()) setFit(fitRef.current);
  }, [remeasure, shownKey]);

  // The window, the fonts: observer callbacks run after layout and before paint, and flushSync renders the answer
  // in that frame.
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (remeasure()) flushSync(() => setFit(fitRef.current));
    });
    for (const element of [row.current, links.current, actions.current, collapsible.current]) {
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [remeasure, row, links, actions, collapsible]);

  return fit;
}
