// Checks for screens rendered in Arabic (tests only): no text of the English catalog is left on the page.
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';

/** Removes ICU arguments (nested: `{hand, select, left {Left} other {Right}}`) and splits the text around them. */
function staticParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) {
        parts.push(current);
        current = '';
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
    } else if (depth === 0) {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/**
 * The English catalog's texts that should never show on the Arabic site: the static parts (3 letters or more) of every
 * message whose Arabic text differs (placeholders such as partner@example.com are the same in both).
 */
export const englishFragments: readonly string[] = Object.entries(en as Record<string, string>)
  .filter(([id, text]) => (ar as Record<string, string>)[id] !== text)
  .flatMap(([, text]) => staticParts(text))
  .map((part) => part.replace(/^[\s·:(),.?!–-]+|[\s·:(),.?!–-]+$/g, ''))
  .filter((part) => /[A-Za-z]{3}/.test(part));

/** The text a reader meets in `root`: its text, and the labels, placeholders and titles of its elements. */
export function readableText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** Fails with the English texts found in `root` (its data, names and emails, must not contain English words of the catalog). */
export function expectNoEnglishText(root: HTMLElement): void {
  const text = readableText(root);
  expect(englishFragments.filter((fragment) => text.includes(fragment))).toEqual([]);
}
