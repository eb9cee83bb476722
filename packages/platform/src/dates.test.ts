import { formatDateRange, formatLongDate } from './dates';

describe('dates', () => {
  test('when formatting a calendar date, then it reads like January 5, 2026 whatever the time zone', () => {
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  test('when a range spans days, then both dates are shown; a one-day range shows one date', () => {
    expect(formatDateRange('2026-03-12', '2026-03-15')).toBe('March 12, 2026 – March 15, 2026');
    expect(formatDateRange('2026-03-12', '2026-03-12')).toBe('March 12, 2026');
  });
});
