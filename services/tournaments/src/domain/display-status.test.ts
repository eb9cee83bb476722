import { addDays, displayStatus, leagueToday } from './display-status';

describe('leagueToday', () => {
  it('when it is 21:30 UTC, then it is already the next day in Dubai (UTC+4)', () => {
    expect(leagueToday(new Date('2026-01-05T21:30:00Z'))).toBe('2026-01-06');
  });

  it('when it is 19:59 UTC, then it is still the same day in Dubai', () => {
    expect(leagueToday(new Date('2026-01-05T19:59:00Z'))).toBe('2026-01-05');
  });
});

describe('displayStatus', () => {
  it.each([
    ['2026-02-10', '2026-02-12', '2026-02-09', 'Upcoming'],
    ['2026-02-10', '2026-02-12', '2026-02-10', 'Live'],
    ['2026-02-10', '2026-02-12', '2026-02-12', 'Live'],
    ['2026-02-10', '2026-02-12', '2026-02-13', 'Completed'],
    ['2026-02-10', null, '2026-02-10', 'Live'],
    ['2026-02-10', null, '2026-02-11', 'Completed'],
  ])('when the tournament runs %s..%s and today is %s, then it is %s', (start, end, today, expected) => {
    expect(displayStatus(start, end, today)).toBe(expected);
  });
});

describe('addDays', () => {
  it('when days cross a month end, then the calendar rolls over', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
