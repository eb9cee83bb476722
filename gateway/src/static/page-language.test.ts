import { acceptedLanguages, cookieValue, pageLanguage } from './page-language';

describe('pageLanguage (the language the gateway preloads texts for, by the shell’s rule)', () => {
  it('when the visitor chose a language, then its cookie decides, whatever the browser prefers', () => {
    expect(pageLanguage({ cookie: 'theme=dark; language=ar', 'accept-language': 'en-GB,en;q=0.9' })).toBe('ar');
    expect(pageLanguage({ cookie: 'language=en', 'accept-language': 'ar-AE' })).toBe('en');
  });

  it('when there is no choice, then the browser’s first language we speak decides (Arabic for any ar-*), else English', () => {
    expect(pageLanguage({ 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(pageLanguage({ 'accept-language': 'fr-FR, ar;q=0.5, en;q=0.4' })).toBe('ar');
    expect(pageLanguage({ 'accept-language': 'ar;q=0.2, en' })).toBe('en');
    expect(pageLanguage({ 'accept-language': 'de, fr' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
  });

  it('when the cookie holds something else, then it is ignored', () => {
    expect(pageLanguage({ cookie: 'language=fr', 'accept-language': 'ar' })).toBe('ar');
    expect(pageLanguage({ cookie: 'language=', 'accept-language': 'en' })).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('when weights are given, then the tags come most wanted first, ties in the order sent, q=0 and * left out', () => {
    expect(acceptedLanguages('en;q=0.5, ar-AE, fr;q=0.5, de;q=0, *;q=0.1')).toEqual(['ar-AE', 'en', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('cookieValue', () => {
  it('when the cookie is there, then its value; else undefined', () => {
    expect(cookieValue('a=1; language=ar; b=x=y', 'language')).toBe('ar');
    expect(cookieValue('a=1; b=x=y', 'b')).toBe('x=y');
    expect(cookieValue('xlanguage=ar', 'language')).toBeUndefined();
    expect(cookieValue(undefined, 'language')).toBeUndefined();
  });
});
