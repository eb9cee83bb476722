import { NewsListQuerySchema } from './news';

describe('NewsListQuerySchema', () => {
  it('when nothing is given, then limit defaults to 100', () => {
    expect(NewsListQuerySchema.parse({})).toEqual({ limit: 100 });
  });

  it('when limit comes as a query string, then it is coerced to a number', () => {
    expect(NewsListQuerySchema.parse({ limit: '5', q: ' dubai ', category: 'Tournaments' })).toEqual({
      limit: 5,
      q: 'dubai',
      category: 'Tournaments',
    });
  });

  it.each(['0', '101', 'abc', '2.5'])('when limit is %s, then it fails on limit', (limit) => {
    const result = NewsListQuerySchema.safeParse({ limit });

    expect(result.error?.issues[0]?.path).toEqual(['limit']);
  });
});
