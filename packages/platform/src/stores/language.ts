import { LANGUAGE_COOKIE, preferredLanguage } from '@padel/contracts';
import type { Language } from '@padel/ui-kit';
import { createObservable, type Observable } from './observable';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageStore extends Observable<Language> {
  setLanguage(language: Language): void;
}

/** The stored choice, else the browser's first language we speak, else English (one rule with the gateway's). */
function initialLanguage(storage: Storage | undefined, preferred: readonly string[]): Language {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode).
  }
  return preferredLanguage(stored, preferred);
}

/** The choice mirrored in a cookie, so that the gateway preloads this language's texts with the page (decision 164). */
function mirrorInCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** English or Arabic, persisted under localStorage `language` (the shell owns it and hands it to every micro-frontend). */
export function createLanguageStore(
  storage: Storage | undefined = globalThis.localStorage,
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): LanguageStore {
  const language = createObservable<Language>(initialLanguage(storage, preferred));
  mirrorInCookie(language.getSnapshot());
  return {
    getSnapshot: language.getSnapshot,
    subscribe: language.subscribe,
    setLanguage: (next) => {
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // The choice then lasts for this page only.
      }
      mirrorInCookie(next);
      language.set(next);
    },
  };
}
