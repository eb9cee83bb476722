import { NewsListQuerySchema } from './news';

describe('NewsListQuerySchema', () => {
  it('when nothing is given, then the first page of 20 is asked for', () => {
    expect(NewsListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('when page and limit come as a query string, then they are coerced to numbers', () => {
    expect(NewsListQuerySchema.parse({ page: '2', limit: '5', q: ' dubai ', category: 'Tournaments' })).toEqual({
      page: 2,
      limit: 5,
      q: 'dubai',
      category: 'Tournaments',
    });
  });

  it.each(['0', '101', 'abc', '2.5'])('when limit is %s, then it fails on limit', (limit) => {
    const result = NewsListQuerySchema.safeParse({ limit });

    expect(result.error?.issues[0]?.path).toEqual(['limit']);
  });

  it.each(['0', 'abc'])('when page is %s, then it fails on page', (page) => {
    const result = NewsListQuerySchema.safeParse({ page });

    expect(result.error?.issues[0]?.path).toEqual(['page']);
  });
});
