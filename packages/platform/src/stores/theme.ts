import type { ThemeMode } from '@padel/ui-kit';
import { createObservable, type Observable } from './observable';

export const THEME_STORAGE_KEY = 'theme';

export interface ThemeStore extends Observable<ThemeMode> {
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

function readStoredMode(storage: Storage | undefined): ThemeMode {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Light or dark, persisted under localStorage `theme`, light by default (SPEC §4). */
export function createThemeStore(storage: Storage | undefined = globalThis.localStorage): ThemeStore {
  const mode = createObservable<ThemeMode>(readStoredMode(storage));
  const setMode = (next: ThemeMode) => {
    try {
      storage?.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
    mode.set(next);
  };
  return {
    getSnapshot: mode.getSnapshot,
    subscribe: mode.subscribe,
    setMode,
    toggle: () => setMode(mode.getSnapshot() === 'light' ? 'dark' : 'light'),
  };
}
