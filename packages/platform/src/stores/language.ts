import { LANGUAGES, type Language } from '@padel/ui-kit';
import { createObservable, type Observable } from './observable';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageStore extends Observable<Language> {
  setLanguage(language: Language): void;
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The stored choice; on a first visit the browser's first language we speak (Arabic for any `ar-*`), else English. */
function initialLanguage(storage: Storage | undefined, preferred: readonly string[]): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable (private mode).
  }
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** English or Arabic, persisted under localStorage `language` (the shell owns it and hands it to every micro-frontend). */
export function createLanguageStore(
  storage: Storage | undefined = globalThis.localStorage,
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): LanguageStore {
  const language = createObservable<Language>(initialLanguage(storage, preferred));
  return {
    getSnapshot: language.getSnapshot,
    subscribe: language.subscribe,
    setLanguage: (next) => {
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // The choice then lasts for this page only.
      }
      language.set(next);
    },
  };
}
