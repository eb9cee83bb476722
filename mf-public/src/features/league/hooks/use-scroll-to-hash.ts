import { useEffect } from 'react';
import { useLocation } from '@padel/platform';
import { scrollToSection } from '../lib/scroll';

/** Scrolls to the section the URL's hash names, on arrival and whenever the hash changes (footer links). */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id) scrollToSection(id, 'auto');
  }, [hash]);
}
