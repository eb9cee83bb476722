import { newsPageParams } from './news';
import { tournamentPageParams } from './tournaments';

describe('tournamentPageParams', () => {
  test('when nothing is given, then the first page of 20 is asked, without filters', () => {
    expect(tournamentPageParams()).toEqual({
      page: 1,
      limit: 20,
      status: undefined,
      tier: undefined,
      category: undefined,
      city: undefined,
      month: undefined,
    });
  });

  test('when filters are given, then they are sent, the city trimmed and a blank city left out', () => {
    expect(tournamentPageParams({ page: 2, status: 'Live', tier: 'gold', city: ' Dubai ', month: '2026-01' })).toMatchObject({
      page: 2,
      status: 'Live',
      tier: 'gold',
      city: 'Dubai',
      month: '2026-01',
    });
    expect(tournamentPageParams({ city: '   ' }).city).toBeUndefined();
  });

  test('when a page, limit or month is out of range, then it throws instead of asking for a 400', () => {
    expect(() => tournamentPageParams({ page: 0 })).toThrow();
    expect(() => tournamentPageParams({ limit: 101 })).toThrow();
    expect(() => tournamentPageParams({ month: '2026-13' })).toThrow();
  });
});

describe('newsPageParams', () => {
  test('when nothing is given, then the first page of 20 is asked, without search or category', () => {
    expect(newsPageParams()).toEqual({ page: 1, limit: 20, q: undefined, category: undefined });
  });

  test('when the search and the category are blank or padded, then they are left out or trimmed', () => {
    expect(newsPageParams({ page: 3, limit: 3, q: '  dubai ', category: ' Players ' })).toEqual({
      page: 3,
      limit: 3,
      q: 'dubai',
      category: 'Players',
    });
    expect(newsPageParams({ q: '   ', category: '  ' })).toMatchObject({ q: undefined, category: undefined });
  });

  test('when a limit is out of range, then it throws', () => {
    expect(() => newsPageParams({ limit: 0 })).toThrow();
  });
});
