import { ALL_CATEGORIES, newsQueryFromUrl, withNewsFilter } from './news-filters';

const url = (query: string) => new URLSearchParams(query);

describe('newsQueryFromUrl', () => {
  test('when the URL holds a search, a category and a page, then they are read, the search trimmed', () => {
    expect(newsQueryFromUrl(url('q=%20Dubai%20&category=Players&page=2'))).toEqual({ q: 'Dubai', category: 'Players', page: 2 });
  });

  test('when the URL holds nothing, then every category of every article, page 1', () => {
    expect(newsQueryFromUrl(url(''))).toEqual({ q: '', category: ALL_CATEGORIES, page: 1 });
  });

  test('when the values are ones the service would refuse, then they are read as not given or cut', () => {
    expect(newsQueryFromUrl(url(`q=${'x'.repeat(150)}&category=${'c'.repeat(41)}&page=0`))).toEqual({
      q: 'x'.repeat(100),
      category: ALL_CATEGORIES,
      page: 1,
    });
  });
});

describe('withNewsFilter', () => {
  test('when a search is set on page 3, then it is trimmed into the URL and the page goes back to 1', () => {
    expect(withNewsFilter(url('page=3&category=Players'), 'q', '  gold ').toString()).toBe('category=Players&q=gold');
  });

  test('when All is chosen or the search is emptied, then they leave the URL', () => {
    expect(withNewsFilter(url('category=Players&q=gold'), 'category', ALL_CATEGORIES).toString()).toBe('q=gold');
    expect(withNewsFilter(url('q=gold'), 'q', '   ').toString()).toBe('');
  });
});
