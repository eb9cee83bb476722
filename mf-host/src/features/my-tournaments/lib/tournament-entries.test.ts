import { entry } from '../../../../test/fixtures';
import { categoryAndLevel, entryCountText, teamNameOf } from './tournament-entries';

describe('entryCountText', () => {
  test('when nobody entered, then it says No entries yet', () => {
    expect(entryCountText({ entry_counts: { total: 0, confirmed: 0 } })).toBe('No entries yet');
  });

  test('when teams entered, then it counts them, one team in the singular', () => {
    expect(entryCountText({ entry_counts: { total: 1, confirmed: 0 } })).toBe('1 team entered · 0 confirmed');
    expect(entryCountText({ entry_counts: { total: 2, confirmed: 1 } })).toBe('2 teams entered · 1 confirmed');
  });
});

describe('teamNameOf', () => {
  test('when both members are known, then their names are joined with &', () => {
    expect(teamNameOf(entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed'))).toBe('Omar Haddad & Layla Farouk');
  });

  test('when a member has no profile or a blank name, then Unknown Player stands in', () => {
    expect(teamNameOf(entry(2, ['Khalid Rahman', null], 'pending_both'))).toBe('Khalid Rahman & Unknown Player');
    expect(teamNameOf(entry(3, [' ', 'Sara Nasser'], 'pending_both'))).toBe('Unknown Player & Sara Nasser');
  });

  test('when the team is not embedded, then it is an Unknown Team', () => {
    expect(teamNameOf({ ...entry(4, ['Omar Haddad', 'Layla Farouk'], 'confirmed'), team: null })).toBe('Unknown Team');
  });
});

describe('categoryAndLevel', () => {
  test('when shown, then the category is labelled and the level follows', () => {
    expect(categoryAndLevel({ category: 'silver', level: 'D' })).toBe('Silver · D Level');
  });
});
