import { hasReservedWord, nameComparisonKey, normaliseName, personNameSchema, RESERVED_NAME_MESSAGE } from './person-name';
import { LegacyPlayerRegisterSchema } from './player';
import { SignupRequestSchema } from './profile';

const legacyName = (name: unknown) => LegacyPlayerRegisterSchema.shape.name.safeParse(name);
const fullName = (name: unknown) => SignupRequestSchema.shape.full_name.safeParse(name);
const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message);

describe('normaliseName', () => {
  it.each([
    ['bidi override U+202E', 'Omar\u202E Haddad', 'Omar Haddad'],
    ['left-to-right and right-to-left marks', '\u200EOmar\u200F Haddad', 'Omar Haddad'],
    ['embeddings and isolates', '\u202AOmar\u202C \u2066Haddad\u2069', 'Omar Haddad'],
    ['Arabic letter mark', 'عمر\u061C حداد', 'عمر حداد'],
    ['zero-width space, joiners, word joiner, BOM', 'O\u200Bm\u200Ca\u200Dr\u2060 \uFEFFHaddad', 'Omar Haddad'],
    ['runs of white space, tabs, no-break spaces', '  Omar \t\u00A0 Haddad\n', 'Omar Haddad'],
    ['decomposed accents (to NFC)', 'Jose\u0301', 'Jos\u00E9'],
  ])('when a name has %s, then they are removed or folded', (_what, raw, normalised) => {
    expect(normaliseName(raw)).toBe(normalised);
  });
});

describe('hasReservedWord', () => {
  it.each([
    'League Admin',
    'ADMIN',
    'Padel Support',
    'the official one',
    'Ａｄｍｉｎ',
    'admin-omar',
    'مشرف',
    'إدارة الدوري',
    'الإدارة',
    'فريق الدعم',
    'حساب رسمي',
    'مُشرف',
  ])('when the name is %s, then it holds a reserved word', (name) => {
    expect(hasReservedWord(name)).toBe(true);
  });

  it.each(['Omar Haddad', 'Leaguer', 'Supporter Ali', 'Badminton Fan', 'Officially Noura', 'عمر حداد', 'دورية'])(
    'when the name is %s, then it holds none as a whole word',
    (name) => {
      expect(hasReservedWord(name)).toBe(false);
    },
  );
});

describe('nameComparisonKey', () => {
  it('when two names differ in case, width, marks or hamza, then their keys are equal', () => {
    expect(nameComparisonKey('OMAR  Haddad')).toBe(nameComparisonKey('omar haddad'));
    expect(nameComparisonKey('Ｏｍａｒ')).toBe(nameComparisonKey('omar'));
    expect(nameComparisonKey('أحمد')).toBe(nameComparisonKey('احمد'));
    expect(nameComparisonKey('مُحَمَّد')).toBe(nameComparisonKey('محمد'));
  });
});

describe('the name of the register-as-player form', () => {
  it('when it is 121 characters, then the message is about the length, not the minimum', () => {
    expect(messagesOf(legacyName('a'.repeat(121)))).toEqual(['Name must be at most 120 characters']);
  });

  it('when it is 120 characters, then it is taken', () => {
    expect(legacyName('a'.repeat(120)).success).toBe(true);
  });

  it('when it is missing, one letter, only invisible characters or only Arabic marks, then at least 2 characters', () => {
    for (const name of [undefined, 'x', '\u200B\u200B\u202E', '\u064B\u064B\u064B']) {
      expect(messagesOf(legacyName(name))).toEqual(['Name must be at least 2 characters']);
    }
  });

  it('when it holds a reserved word in English or Arabic, then the reserved-word message', () => {
    expect(messagesOf(legacyName('League Admin'))).toEqual([RESERVED_NAME_MESSAGE]);
    expect(messagesOf(legacyName('مشرف الدوري'))).toEqual([RESERVED_NAME_MESSAGE]);
  });

  it('when it has U+202E or zero-width characters, then the parsed name has none', () => {
    expect(legacyName('nimdA\u202E Omar').data).toBe('nimdA Omar');
    expect(legacyName('Om\u200Bar  Had\u200Ddad').data).toBe('Omar Haddad');
  });
});

describe('the full name of sign-up', () => {
  it('when it is 121 characters, then the full-name length message', () => {
    expect(messagesOf(fullName('b'.repeat(121)))).toEqual(['Full name must be at most 120 characters']);
  });

  it('when it is missing or empty once normalised, then Full name is required', () => {
    expect(messagesOf(fullName(undefined))).toEqual(['Full name is required']);
    expect(messagesOf(fullName(' \u200B '))).toEqual(['Full name is required']);
  });

  it('when it holds a reserved word, then the reserved-word message', () => {
    expect(messagesOf(fullName('Official Padel'))).toEqual([RESERVED_NAME_MESSAGE]);
  });
});

describe('personNameSchema', () => {
  it('when the messages differ, then each failure names its own', () => {
    const schema = personNameSchema({ minLength: 3, tooShort: 'short', tooLong: 'long' });
    expect(messagesOf(schema.safeParse('ab'))).toEqual(['short']);
    expect(messagesOf(schema.safeParse('c'.repeat(121)))).toEqual(['long']);
  });
});
