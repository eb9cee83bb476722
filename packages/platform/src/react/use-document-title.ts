import { useEffect } from 'react';
import { useSharedT } from '@padel/ui-kit';

/**
 * The browser tab's title: the page's `title` (already translated, e.g. `useDocumentTitle(t('rankings.title'))`)
 * followed by the league's name in the reader's language ("Rankings · Padel League"). Updates on a language switch.
 */
export function useDocumentTitle(title: string): void {
  const t = useSharedT();
  const full = t('platform.documentTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
