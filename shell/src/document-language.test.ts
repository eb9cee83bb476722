import { createLanguageStore } from '@padel/platform';
import { followLanguage } from './document-language';

describe('followLanguage', () => {
  afterEach(() => localStorage.clear());

  test('when the stored language is Arabic, then <html> is lang="ar" dir="rtl" at once', () => {
    localStorage.setItem('language', 'ar');

    followLanguage(createLanguageStore(localStorage, ['en-US']));

    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });

  test('when the reader switches to English and back, then lang and dir follow each switch', () => {
    const language = createLanguageStore(localStorage, ['ar-AE']);
    const stop = followLanguage(language);
    expect(document.documentElement.dir).toBe('rtl');

    language.setLanguage('en');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    language.setLanguage('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    stop();
  });
});
