// The translation catalogs (issue 11): every pair of English and Arabic catalogs says the same things, in valid ICU,
// with the same arguments, in Arabic; and every message id a front end names literally exists in its English catalog.
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const repoRoot = path.resolve(__dirname, '../..');

type Catalog = Record<string, string>;

/** A catalog file's messages. */
const readCatalog = (file: string): Catalog => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Catalog;

/** The folders that hold catalogs: the shared packages' and each front end's. */
const FRONT_ENDS = [
  'shell',
  ...fs.readdirSync(repoRoot).filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(repoRoot, name, 'src'))),
];
const SHARED_CATALOG_DIR = 'packages/ui-kit/src/i18n';
const CATALOG_DIRS = [SHARED_CATALOG_DIR, ...FRONT_ENDS.map((frontEnd) => `${frontEnd}/src/i18n`)];

interface CatalogPair {
  english: string;
  arabic: string;
}

/** Every `en.json` / `<name>-en.json` beside its Arabic twin (which may be missing: a test says so). */
const CATALOG_PAIRS: CatalogPair[] = CATALOG_DIRS.flatMap((dir) =>
  fs
    .readdirSync(path.join(repoRoot, dir))
    .filter((file) => /^(?:.+-)?en\.json$/.test(file))
    .map((file) => ({ english: `${dir}/${file}`, arabic: `${dir}/${file.replace(/en\.json$/, 'ar.json')}` })),
);

/**
 * Arabic messages without an Arabic letter although their English has letters: names and symbols that read the same in
 * both languages. Keep it short; each entry is a whole message.
 */
const SAME_IN_ARABIC = new Set<string>([
  // The levels keep their Latin letters on the Arabic site (decision of issue 11).
  'C',
  'D',
  'Instagram',
]);

/** An example email address (a placeholder) reads the same in both languages. */
const EXAMPLE_EMAIL = /^[\w.+-]+@example\.(?:com|org)$/;
const sameInArabic = (message: string) => SAME_IN_ARABIC.has(message.trim()) || EXAMPLE_EMAIL.test(message.trim());

/** The elements of a message (throws on invalid ICU, as react-intl would fail to format it). */
const elementsOf = (message: string): MessageFormatElement[] => parse(message);

/** Argument and tag names a message uses (`{count, plural, …}` → count, `<b>…</b>` → <b>), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      names.add(`<${element.value}>`);
      argumentsOf(element.children, names);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      names.add(element.value);
    }
  }
  return names;
}

/** The words a reader sees: the literal text of a message, its plural/select branches included, without argument names. */
function textOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return textOf(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => textOf(option.value))
          .join(' ');
      }
      return ' ';
    })
    .join('');
}

const LETTER = /\p{L}/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** Problems of one message: empty, or not valid ICU. */
function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'is empty';
  try {
    elementsOf(message);
    return null;
  } catch (error) {
    return `is not valid ICU (${(error as Error).message})`;
  }
}

const sorted = (names: Set<string>) => [...names].sort();

interface CatalogProblems {
  onlyInEnglish: string[];
  onlyInArabic: string[];
  /** `en key: problem` / `ar key: problem`: empty or invalid ICU. */
  invalid: string[];
  /** `key: en args ≠ ar args`. */
  differentArguments: string[];
  /** `key: Arabic message` of messages with English words and no Arabic letter. */
  notArabic: string[];
}

/** What is wrong with a pair of catalogs (every list empty when nothing is). */
function catalogProblems(english: Catalog, arabic: Catalog): CatalogProblems {
  const invalid = [
    ...Object.entries(english).map(([key, message]) => [`en ${key}`, messageProblem(message)] as const),
    ...Object.entries(arabic).map(([key, message]) => [`ar ${key}`, messageProblem(message)] as const),
  ]
    .filter(([, problem]) => problem !== null)
    .map(([key, problem]) => `${key}: ${problem}`);
  const both = Object.keys(english).filter(
    (key) => key in arabic && messageProblem(english[key]) === null && messageProblem(arabic[key]) === null,
  );
  const parsed = both.map((key) => ({ key, en: elementsOf(english[key]!), ar: elementsOf(arabic[key]!) }));
  return {
    onlyInEnglish: Object.keys(english).filter((key) => !(key in arabic)),
    onlyInArabic: Object.keys(arabic).filter((key) => !(key in english)),
    invalid,
    differentArguments: parsed
      .map(({ key, en, ar }) => ({ key, en: sorted(argumentsOf(en)).join(', '), ar: sorted(argumentsOf(ar)).join(', ') }))
      .filter(({ en, ar }) => en !== ar)
      .map(({ key, en, ar }) => `${key}: {${en}} ≠ {${ar}}`),
    notArabic: parsed
      .filter(({ en, ar, key }) => LETTER.test(textOf(en)) && !ARABIC_LETTER.test(textOf(ar)) && !sameInArabic(arabic[key]!))
      .map(({ key }) => `${key}: ${arabic[key]}`),
  };
}

describe('catalogProblems', () => {
  test('when the catalogs agree, then there is no problem (names on the allow-list and number-only messages included)', () => {
    const english = { a: 'Hello {name}', b: '{count, plural, one {# place} other {# places}}', c: 'C', d: '{points}', e: 'Go <b>now</b>' };
    const arabic = {
      a: 'مرحباً {name}',
      b: '{count, plural, zero {لا مراكز} one {مركز واحد} two {مركزان} few {# مراكز} many {# مركزاً} other {# مركز}}',
      c: 'C',
      d: '{points}',
      e: 'انطلق <b>الآن</b>',
    };

    expect(catalogProblems(english, arabic)).toEqual({
      onlyInEnglish: [],
      onlyInArabic: [],
      invalid: [],
      differentArguments: [],
      notArabic: [],
    });
  });

  test('when a key is missing, a message is empty or invalid, the arguments differ or the Arabic is English, then each is named', () => {
    const english = {
      missing: 'Only English',
      empty: 'Empty',
      broken: 'Broken',
      args: '{count} teams',
      english: 'Still English',
      tags: '<b>x</b>',
    };
    const arabic = {
      extra: 'زائد',
      empty: ' ',
      broken: '{count, plural, one {#}',
      args: '{total} فرق',
      english: 'Still English',
      tags: 'س',
    };

    const problems = catalogProblems(english, arabic);

    expect(problems.onlyInEnglish).toEqual(['missing']);
    expect(problems.onlyInArabic).toEqual(['extra']);
    expect(problems.invalid).toEqual(['ar empty: is empty', expect.stringMatching(/^ar broken: is not valid ICU/)]);
    expect(problems.differentArguments).toEqual(['args: {count} ≠ {total}', 'tags: {<b>} ≠ {}']);
    expect(problems.notArabic).toEqual(['english: Still English']);
  });
});

describe.each(CATALOG_PAIRS)('the catalogs $english and $arabic', ({ english: englishFile, arabic: arabicFile }) => {
  test('when the Arabic catalog is looked for, then it exists', () => {
    expect(fs.existsSync(path.join(repoRoot, arabicFile))).toBe(true);
  });

  const problems = () =>
    catalogProblems(readCatalog(englishFile), fs.existsSync(path.join(repoRoot, arabicFile)) ? readCatalog(arabicFile) : {});

  test('when the keys are compared, then each exists in both languages', () => {
    const { onlyInEnglish, onlyInArabic } = problems();

    expect({ onlyInEnglish, onlyInArabic }).toEqual({ onlyInEnglish: [], onlyInArabic: [] });
  });

  test('when every message is parsed, then none is empty and all are valid ICU', () => {
    expect(problems().invalid).toEqual([]);
  });

  test('when a message is in both languages, then both use the same arguments and tags', () => {
    expect(problems().differentArguments).toEqual([]);
  });

  test('when an English message has words, then its Arabic one is written in Arabic (names on the allow-list aside)', () => {
    expect(problems().notArabic).toEqual([]);
  });
});

/** Source files of a folder (tests and type declarations aside), recursively. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A source without its comments (a doc comment may quote a call as an example). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const escape = (name: string) => name.replace(/[$]/g, '\\$');

/** The message ids a file names literally, by catalog: its own (`t('…')`, `<T id="…"`) and the shared one (`useSharedT`, `<SharedT`). */
function literalMessageIds(source: string): { own: string[]; shared: string[]; either: string[] } {
  const boundTo = (hook: string) =>
    [...source.matchAll(new RegExp(`\\b(?:const|let)\\s+([\\w$]+)\\s*=\\s*${hook}\\(\\)`, 'g'))].map((match) => match[1]!);
  const sharedNames = new Set(boundTo('useSharedT'));
  const ownNames = new Set(['t', ...boundTo('useT')].filter((name) => !sharedNames.has(name)));
  const callsOf = (names: Set<string>) =>
    [...names].flatMap((name) =>
      [...source.matchAll(new RegExp(`(?<![\\w$.])${escape(name)}\\(\\s*(['"])([^'"\`]+?)\\1`, 'g'))].map((match) => match[2]!),
    );
  const idsOf = (component: string) =>
    [...source.matchAll(new RegExp(`<${component}\\s+id=(?:\\{\\s*)?(['"])([^'"]+?)\\1`, 'g'))].map((match) => match[2]!);
  return {
    own: [...callsOf(ownNames), ...idsOf('T')],
    shared: [...callsOf(sharedNames), ...idsOf('SharedT')],
    // formatMessage({ id: '…' }): the merged messages (the front end's over the shared ones).
    either: [...source.matchAll(/formatMessage\(\s*\{\s*id:\s*(['"])([^'"]+?)\1/g)].map((match) => match[2]!),
  };
}

describe('literalMessageIds', () => {
  test('when a file uses t, its own <T>, a shared t and <SharedT>, then each id is attributed to its catalog', () => {
    const source = [
      'const t = useT(); const shared = useSharedT();',
      "t('nav.home'); t(\"nav.news\", { count }); shared('dialog.close'); other.t('not.this');",
      '<T id="footer.blurb" /> <SharedT id="ui.retry" /> intl.formatMessage({ id: \'brand.name\' })',
    ].join('\n');

    expect(literalMessageIds(withoutComments(`/** e.g. t('in.a.comment') */\n${source} // t('after.code')`))).toEqual({
      own: ['nav.home', 'nav.news', 'footer.blurb'],
      shared: ['dialog.close', 'ui.retry'],
      either: ['brand.name'],
    });
  });
});

const sharedEnglish = (): Catalog => ({
  ...readCatalog(`${SHARED_CATALOG_DIR}/en.json`),
  ...readCatalog(`${SHARED_CATALOG_DIR}/api-en.json`),
});

/** Each front end's sources against its English catalog; the shared packages' sources against the shared catalog. */
const SOURCE_CHECKS = [
  ...FRONT_ENDS.map((frontEnd) => ({ name: frontEnd, dirs: [`${frontEnd}/src`], own: () => readCatalog(`${frontEnd}/src/i18n/en.json`) })),
  { name: 'the shared packages', dirs: ['packages/ui-kit/src', 'packages/platform/src', 'packages/api/src'], own: sharedEnglish },
];

describe.each(SOURCE_CHECKS)('the message ids of $name', ({ dirs, own }) => {
  test('when its sources name a message id literally, then the id is in the corresponding English catalog', () => {
    const ownCatalog = own();
    const shared = sharedEnglish();
    const missing = dirs
      .flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .flatMap((file) => {
        const ids = literalMessageIds(withoutComments(fs.readFileSync(file, 'utf8')));
        const where = path.relative(repoRoot, file);
        return [
          ...ids.own.filter((id) => !(id in ownCatalog)).map((id) => `${where}: ${id}`),
          ...ids.shared.filter((id) => !(id in shared)).map((id) => `${where}: ${id} (shared)`),
          ...ids.either.filter((id) => !(id in ownCatalog) && !(id in shared)).map((id) => `${where}: ${id}`),
        ];
      });

    expect(missing).toEqual([]);
  });
});
