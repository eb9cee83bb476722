import { filtersFromUrl, isFiltered, withFilter, withoutFilters } from './tournament-filters';

const url = (query: string) => new URLSearchParams(query);

describe('filtersFromUrl', () => {
  test('when the URL holds every filter and a page, then they are read', () => {
    expect(filtersFromUrl(url('status=Live&tier=major&city=%20Dubai%20&month=2026-01&page=3'))).toEqual({
      status: 'Live',
      tier: 'major',
      city: 'Dubai',
      month: '2026-01',
      page: 3,
    });
  });

  test('when the URL holds nothing, then there is no filter and the page is 1', () => {
    const filters = filtersFromUrl(url(''));
    expect(filters).toEqual({ status: undefined, tier: undefined, city: '', month: undefined, page: 1 });
    expect(isFiltered(filters)).toBe(false);
  });

  test.each([
    ['status=live', 'status'],
    ['tier=platinum', 'tier'],
    ['month=2026-13', 'month'],
    ['month=2026-1', 'month'],
  ] as const)('when the URL holds %s (refused by the service), then that filter is left out', (query, name) => {
    expect(filtersFromUrl(url(query))[name]).toBeUndefined();
  });

  test.each(['0', '-2', '1.5', 'two'])('when the page is %s, then page 1 is read', (value) => {
    expect(filtersFromUrl(url(`page=${value}`)).page).toBe(1);
  });

  test('when the city is longer than the service takes, then it is cut to 80 characters', () => {
    expect(filtersFromUrl(url(`city=${'a'.repeat(120)}`)).city).toHaveLength(80);
  });
});

describe('withFilter and withoutFilters', () => {
  test('when a filter is set on page 3, then it is added, the page goes back to 1 and other parameters stay', () => {
    expect(withFilter(url('page=3&tier=gold&player=p1'), 'status', 'Upcoming').toString()).toBe('tier=gold&player=p1&status=Upcoming');
  });

  test('when a filter is emptied, then it leaves the URL; a city is trimmed', () => {
    expect(withFilter(url('tier=gold&city=Doha'), 'tier', '').toString()).toBe('city=Doha');
    expect(withFilter(url(''), 'city', '  Abu Dhabi ').toString()).toBe('city=Abu+Dhabi');
    expect(withFilter(url('city=Doha'), 'city', '   ').toString()).toBe('');
  });

  test('when the filters are cleared, then only other parameters stay', () => {
    expect(withoutFilters(url('status=Live&tier=gold&city=Doha&month=2026-02&page=4&player=p1')).toString()).toBe('player=p1');
  });
});
