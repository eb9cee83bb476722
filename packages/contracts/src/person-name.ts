import { z } from 'zod';

/**
 * People's names as the league shows them (decision 182): the name a player signs up with, or registers with when the
 * account has none, is shown to everyone (lists, rankings, invitations, brackets) and cannot be changed afterwards.
 */

/**
 * Format characters (Unicode category Cf): the bidi controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, U+061C),
 * the zero-width ones (U+200B–U+200D, U+2060, U+FEFF), soft hyphens, invisible operators and tags. None belongs in a
 * shown name: each either reorders what is shown (`U+202E` turns "nimdA" into "Admin") or makes two names look alike.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** Control characters (Cc) left once white space is folded. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/** The stored form of a name: NFC, without format or control characters, white space folded to single spaces, trimmed. */
export function normaliseName(value: string): string {
  return value.normalize('NFC').replace(FORMAT_CHARACTERS, '').replace(/\s+/gu, ' ').replace(CONTROL_CHARACTERS, '').trim();
}

/** Arabic marks (harakat, superscript alef) and the tatweel, which change how a word looks, not which word it is. */
const ARABIC_MARKS = /[\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06ed]/gu;

/**
 * The form two names are compared in: compatibility-folded (NFKC: full-width letters, ligatures), lower case, without
 * Arabic marks, hamza forms of alef as bare alef. `Ａｄｍｉｎ`, `ADMIN` and `admin` compare equal; so do `إدارة` and `ادارة`.
 */
export function nameComparisonKey(value: string): string {
  return normaliseName(value)
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0622\u0623\u0625\u0671]/gu, '\u0627');
}

/**
 * Words no player's name may hold (whole words, in comparison form): they would make a player look like the league's
 * staff or its own messages. English, and Arabic with and without the article.
 */
export const RESERVED_NAME_WORDS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'admins',
  'moderator',
  'league',
  'support',
  'official',
  'staff',
  'مشرف',
  'المشرف',
  'ادارة',
  'الادارة',
  'اداره',
  'الاداره',
  'مدير',
  'المدير',
  'دوري',
  'الدوري',
  'دعم',
  'الدعم',
  'رسمي',
  'الرسمي',
]);

/** Whether a name holds a reserved word as a whole word, whatever its case or script forms. */
export function hasReservedWord(value: string): boolean {
  return nameComparisonKey(value)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => RESERVED_NAME_WORDS.has(word));
}

export const NAME_MAX_LENGTH = 120;
export const RESERVED_NAME_MESSAGE = 'This name contains a reserved word such as admin, league, support or official';

/**
 * A person's name: normalised first (`normaliseName`), then checked, each failure with its own message: too short
 * (`tooShort`, also for a missing name), too long (`tooLong`), a reserved word.
 */
export function personNameSchema(messages: { minLength: number; tooShort: string; tooLong: string }) {
  return (
    z
      .string({ error: messages.tooShort })
      .overwrite(normaliseName)
      .min(messages.minLength, { error: messages.tooShort, abort: true })
      .max(NAME_MAX_LENGTH, { error: messages.tooLong, abort: true })
      // Marks alone (`ًً`) are no name: what is compared must be as long as what is asked for.
      .refine((name) => name.length === 0 || nameComparisonKey(name).length >= messages.minLength, { error: messages.tooShort })
      .refine((name) => !hasReservedWord(name), { error: RESERVED_NAME_MESSAGE })
  );
}
