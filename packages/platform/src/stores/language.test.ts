import { SITE_LANGUAGES } from '@padel/contracts';
import { LANGUAGES } from '@padel/ui-kit';
import { createLanguageStore, LANGUAGE_STORAGE_KEY } from './language';

const storage = (stored: Record<string, string> = {}): Storage => {
  const values = new Map(Object.entries(stored));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
};

describe('createLanguageStore', () => {
  it('when a language was chosen before, then it is the language, whatever the browser prefers', () => {
    expect(createLanguageStore(storage({ [LANGUAGE_STORAGE_KEY]: 'ar' }), ['en-US']).getSnapshot()).toBe('ar');
  });

  it('when it is the first visit, then the browser’s first language we speak is taken (ar-AE is Arabic)', () => {
    expect(createLanguageStore(storage(), ['fr-FR', 'ar-AE', 'en']).getSnapshot()).toBe('ar');
    expect(createLanguageStore(storage(), ['en-GB', 'ar']).getSnapshot()).toBe('en');
    expect(createLanguageStore(storage(), ['fr-FR']).getSnapshot()).toBe('en');
  });

  it('when a language is chosen, then subscribers hear it and it is remembered for the next visit', () => {
    const stored = storage();
    const store = createLanguageStore(stored, ['en']);
    const heard: string[] = [];
    store.subscribe(() => heard.push(store.getSnapshot()));

    store.setLanguage('ar');

    expect(heard).toEqual(['ar']);
    expect(createLanguageStore(stored, ['en']).getSnapshot()).toBe('ar');
  });

  it('when the stored value is not a language of the site, then it is ignored', () => {
    expect(createLanguageStore(storage({ [LANGUAGE_STORAGE_KEY]: 'xx' }), ['ar-SA']).getSnapshot()).toBe('ar');
  });

  it('when the language is known or chosen, then it is mirrored in the `language` cookie the gateway reads (decision 164)', () => {
    const store = createLanguageStore(storage({ [LANGUAGE_STORAGE_KEY]: 'ar' }), ['en']);
    expect(document.cookie).toContain('language=ar');

    store.setLanguage('en');

    expect(document.cookie).toContain('language=en');
    expect(document.cookie).not.toContain('language=ar');
  });

  it('when the gateway picks a page’s language, then it knows the same languages as the shell', () => {
    expect(SITE_LANGUAGES).toEqual(LANGUAGES);
  });
});
