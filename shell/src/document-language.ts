import type { LanguageStore } from '@padel/platform';
import { directionOf } from '@padel/ui-kit';

/** `<html lang dir>` follow the language, now and on every switch (the whole page mirrors in Arabic). */
export function followLanguage(language: LanguageStore, root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    const current = language.getSnapshot();
    root.lang = current;
    root.dir = directionOf(current);
  };
  apply();
  return language.subscribe(apply);
}
