import { entry, tournament } from '../../../../test/fixtures';
import { translator } from '../../../../test/intl';
import { categoryAndLevel, entryCountText, teamNameOf } from './tournament-entries';

const t = translator('en');
const ar = translator('ar');

describe('entryCountText', () => {
  test('when nobody entered, then it says No entries yet', () => {
    expect(entryCountText(t, { entry_counts: { total: 0, confirmed: 0 } })).toBe('No entries yet');
  });

  test('when teams entered, then it counts them, one team in the singular', () => {
    expect(entryCountText(t, { entry_counts: { total: 1, confirmed: 0 } })).toBe('1 team entered · 0 confirmed');
    expect(entryCountText(t, { entry_counts: { total: 2, confirmed: 1 } })).toBe('2 teams entered · 1 confirmed');
  });

  test("when in Arabic, then the count takes Arabic's plural forms (none, one, two, a few, many) with Western digits", () => {
    expect(entryCountText(ar, { entry_counts: { total: 0, confirmed: 0 } })).toBe('لا توجد تسجيلات بعد');
    expect(entryCountText(ar, { entry_counts: { total: 1, confirmed: 1 } })).toBe('فريق واحد مسجّل · المؤكَّد: 1');
    expect(entryCountText(ar, { entry_counts: { total: 2, confirmed: 0 } })).toBe('فريقان مسجّلان · المؤكَّد: 0');
    expect(entryCountText(ar, { entry_counts: { total: 5, confirmed: 3 } })).toBe('5 فرق مسجّلة · المؤكَّد: 3');
    expect(entryCountText(ar, { entry_counts: { total: 11, confirmed: 4 } })).toBe('11 فريقًا مسجّلًا · المؤكَّد: 4');
    expect(entryCountText(ar, { entry_counts: { total: 100, confirmed: 4 } })).toBe('100 فريق مسجّل · المؤكَّد: 4');
  });
});

describe('teamNameOf', () => {
  test('when both members are known, then their names are joined with &', () => {
    expect(teamNameOf(t, entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed'))).toBe('Omar Haddad & Layla Farouk');
  });

  test('when a member has no profile or a blank name, then Unknown Player stands in', () => {
    expect(teamNameOf(t, entry(2, ['Khalid Rahman', null], 'pending_both'))).toBe('Khalid Rahman & Unknown Player');
    expect(teamNameOf(t, entry(3, [' ', 'Sara Nasser'], 'pending_both'))).toBe('Unknown Player & Sara Nasser');
  });

  test('when the team is not embedded, then it is an Unknown Team', () => {
    expect(teamNameOf(t, { ...entry(4, ['Omar Haddad', 'Layla Farouk'], 'confirmed'), team: null })).toBe('Unknown Team');
  });

  test('when in Arabic, then the names stay as entered and an unknown member is named in Arabic', () => {
    expect(teamNameOf(ar, entry(2, ['Khalid Rahman', null], 'pending_both'))).toBe('Khalid Rahman ولاعب غير معروف');
  });
});

describe('categoryAndLevel', () => {
  test('when shown, then the category is labelled and the level follows', () => {
    expect(categoryAndLevel(t, { category: 'silver', level: 'D' })).toBe('Silver · D Level');
  });

  test('when in Arabic, then the tier is named in Arabic and the level keeps its Latin letter', () => {
    expect(categoryAndLevel(ar, { category: 'gold', level: 'C' })).toBe('الفئة الذهبية · المستوى C');
  });

  test("when a Major (category gold) or an entry in one is shown, then it reads Major, with the tournament's level", () => {
    const major = tournament({ category: 'gold', tier: 'major', level: 'D' });

    expect(categoryAndLevel(t, major)).toBe('Major · D Level');
    expect(categoryAndLevel(t, { ...entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed'), tournament: major })).toBe('Major · D Level');
    expect(categoryAndLevel(ar, major)).toBe('الفئة الكبرى · المستوى D');
  });
});
