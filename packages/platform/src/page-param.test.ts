import { pageOfUrl, withPageParam } from './page-param';

describe('pageOfUrl', () => {
  test.each([
    ['page=3', 3],
    ['', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=two', 1],
  ])('when the URL holds %s, then page %i', (query, page) => {
    expect(pageOfUrl(new URLSearchParams(query))).toBe(page);
  });
});

describe('withPageParam', () => {
  test('when paging, then page 1 is the absence of page and other parameters stay', () => {
    expect(withPageParam(new URLSearchParams('status=Live'), 2).toString()).toBe('status=Live&page=2');
    expect(withPageParam(new URLSearchParams('status=Live&page=2'), 1).toString()).toBe('status=Live');
  });
});
