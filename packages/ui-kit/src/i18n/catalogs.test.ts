import ar from './ar.json';
import en from './en.json';

/** The ICU argument names of a message ({name}, {count, plural, …}), sorted. */
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1] as string))].sort();

describe('the shared catalog', () => {
  test('when a text is in English, then it is in Arabic too, and the other way round', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  test('when a text has arguments, then its Arabic text has the same ones', () => {
    const english = en as Record<string, string>;
    const arabic = ar as Record<string, string>;
    const mismatched = Object.keys(english).filter((id) => argumentsOf(english[id] ?? '').join() !== argumentsOf(arabic[id] ?? '').join());
    expect(mismatched).toEqual([]);
  });

  test('when the Arabic catalog is read, then no text is left in English', () => {
    const arabic = ar as Record<string, string>;
    const latinOnly = Object.entries(arabic).filter(([, text]) => {
      const words = text.replace(/\{[^}]*\}/g, '');
      return /[A-Za-z]/.test(words) && !/[\u0600-\u06FF]/.test(words);
    });
    expect(latinOnly).toEqual([]);
  });
});
