import fs from 'node:fs';
import path from 'node:path';

export type Language = 'en' | 'ar';

const repoRoot = path.join(__dirname, '..', '..');
const CATALOG_DIRS = ['packages/ui-kit/src/i18n', 'shell/src/i18n', 'mf-public/src/i18n', 'mf-teams/src/i18n', 'mf-host/src/i18n'];

function load(language: Language): Array<Record<string, string>> {
  return CATALOG_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(repoRoot, dir))
      .filter((file) => file === `${language}.json` || file === `api-${language}.json`)
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(repoRoot, dir, file), 'utf8')) as Record<string, string>),
  );
}

const english = load('en');
const arabic = load('ar');
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text of the site in `language`, found by its English text as the catalogs hold it (`{name}` arguments filled from
 * `values`): the English string itself, or in Arabic a pattern matching each translation of that English text (the
 * same English may be translated differently in two places). Throws when no catalog has the English text.
 */
export function textIn(language: Language, source: string, values: Record<string, string> = {}): string | RegExp {
  if (language === 'en') return fill(source, values);
  const translations = new Set<string>();
  english.forEach((catalog, index) => {
    for (const [id, text] of Object.entries(catalog)) {
      const translated = arabic[index]?.[id];
      if (text === source && translated) translations.add(fill(translated, values));
    }
  });
  if (translations.size === 0) throw new Error(`no Arabic translation of "${source}" in the catalogs`);
  return new RegExp(`^\\s*(${[...translations].map(escape).join('|')})\\s*$`);
}

/** The one text of `source` in `language` (for inputs that take a string, such as a select's option label). */
export function exactTextIn(language: Language, source: string, values: Record<string, string> = {}): string {
  const text = textIn(language, source, values);
  if (typeof text === 'string') return text;
  const first = /^\^\\s\*\((.*)\)\\s\*\$$/.exec(text.source)?.[1]?.split('|')[0];
  if (!first) throw new Error(`no single text for "${source}"`);
  return first.replace(/\\(.)/g, '$1');
}
