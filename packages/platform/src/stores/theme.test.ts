import { createThemeStore, THEME_STORAGE_KEY } from './theme';

describe('theme store', () => {
  beforeEach(() => localStorage.clear());

  test('when nothing is stored, then the theme is light', () => {
    expect(createThemeStore(localStorage).getSnapshot()).toBe('light');
  });

  test('when dark is stored under the key theme, then the theme starts dark', () => {
    localStorage.setItem('theme', 'dark');

    expect(createThemeStore(localStorage).getSnapshot()).toBe('dark');
  });

  test('when an unknown value is stored, then the theme is light', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');

    expect(createThemeStore(localStorage).getSnapshot()).toBe('light');
  });

  test('when toggled, then the new mode is stored and a new store reads it back', () => {
    const store = createThemeStore(localStorage);
    const listener = jest.fn();
    store.subscribe(listener);

    store.toggle();

    expect(store.getSnapshot()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createThemeStore(localStorage).getSnapshot()).toBe('dark');
  });

  test('when storage throws, then the mode still changes for this page', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createThemeStore(broken);

    store.setMode('dark');

    expect(store.getSnapshot()).toBe('dark');
  });
});
