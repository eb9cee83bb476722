/**
 * One rule for matching names typed in a search box with the names stored (decision 180): the players service stores
 * each player's key and word prefixes with this rule, and reads the query `q` with the same rule.
 *
 * NFKD without combining marks (accents, Arabic harakat and the hamza/madda signs NFKD splits off), lower case, Arabic
 * letter variants folded (alef forms to ا, alef maksura and yeh forms to ي, teh marbuta to ه, the Persian kaf to ك),
 * tatweel removed, anything else than letters and digits read as one space.
 */
const ARABIC_FOLDS: Record<string, string> = {
  '\u0671': '\u0627', // ٱ alef wasla
  '\u0649': '\u064a', // ى alef maksura
  '\u06cc': '\u064a', // ی farsi yeh
  '\u0629': '\u0647', // ة teh marbuta
  '\u06a9': '\u0643', // ک keheh
};
const ARABIC_VARIANTS = new RegExp(`[${Object.keys(ARABIC_FOLDS).join('')}]`, 'g');
const TATWEEL = /\u0640/g;
const MARKS = /\p{M}/gu;
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}]+/gu;

/** The search form of a text: see above ("Élodie  Al-Hāshimi" → "elodie al hashimi", "أحمد" → "احمد"). */
export function searchKeyOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(TATWEEL, '')
    .replace(ARABIC_VARIANTS, (letter) => ARABIC_FOLDS[letter] ?? letter)
    .toLowerCase()
    .replace(NOT_A_WORD_CHARACTER, ' ')
    .trim();
}

/** Prefixes longer than this are not stored: a longer query is looked up by its first this many characters, then checked whole. */
export const SEARCH_PREFIX_MAX = 16;

/**
 * What a query may start with to find this key: every prefix (up to SEARCH_PREFIX_MAX characters, not ending in a space)
 * of the key from the start of each of its words. "omar haddad" → o, om, …, omar, omar h, …, h, ha, …, haddad.
 */
export function searchPrefixesOf(key: string): string[] {
  const prefixes = new Set<string>();
  for (let start = 0; start < key.length; start += 1) {
    if (start > 0 && key[start - 1] !== ' ') continue;
    const rest = key.slice(start, start + SEARCH_PREFIX_MAX);
    for (let end = 1; end <= rest.length; end += 1) if (rest[end - 1] !== ' ') prefixes.add(rest.slice(0, end));
  }
  return [...prefixes];
}

/** Whether `key` (a searchKeyOf) has a word starting with `query` (a searchKeyOf), spanning words if it holds spaces. */
export function keyMatches(key: string, query: string): boolean {
  return query === '' || key.startsWith(query) || key.includes(` ${query}`);
}
