import { formatLeagueDay } from './league';

describe('formatLeagueDay', () => {
  test('when an instant is late in the UTC day, then the day is the one it already is in Dubai', () => {
    expect(formatLeagueDay('2026-01-04T21:30:00Z')).toBe('January 5, 2026');
    expect(formatLeagueDay(new Date('2026-01-04T19:59:59Z'))).toBe('January 4, 2026');
  });
});
