import { RankingQuerySchema } from './ranking';
import { rankingPoints, REACHED_ORDER, TIER_ORDER } from './ranking-rules';

describe('rankingPoints', () => {
  it('when a level C team wins, then it earns its tier’s winner points', () => {
    expect(TIER_ORDER.map((tier) => rankingPoints(tier, 'C', 'winner'))).toEqual([1000, 400, 200, 100]);
  });

  it('when a team goes out earlier, then it earns the round’s share of the winners’ points, rounded', () => {
    expect(REACHED_ORDER.map((reached) => rankingPoints('major', 'C', reached))).toEqual([1000, 600, 360, 180, 90, 45, 20]);
    expect(REACHED_ORDER.map((reached) => rankingPoints('bronze', 'C', reached))).toEqual([100, 60, 36, 18, 9, 5, 2]);
  });

  it('when the tournament is level D, then it earns half of level C’s points', () => {
    expect(rankingPoints('gold', 'D', 'winner')).toBe(200);
    expect(rankingPoints('silver', 'D', 'semi-final')).toBe(36);
  });

  it('when a team reaches a later round, then it never earns fewer points than one that went out before it', () => {
    for (const tier of TIER_ORDER) {
      for (const level of ['C', 'D'] as const) {
        const points = REACHED_ORDER.map((reached) => rankingPoints(tier, level, reached));
        expect([...points].sort((a, b) => b - a)).toEqual(points);
      }
    }
  });
});

describe('RankingQuerySchema', () => {
  it('when nothing is given, then the first page of 20 is asked for', () => {
    expect(RankingQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('when page and limit come as query text, then they are read as numbers and the search is trimmed', () => {
    expect(RankingQuerySchema.parse({ page: '3', limit: '50', q: '  noura ', country: 'Qatar' })).toEqual({
      page: 3,
      limit: 50,
      q: 'noura',
      country: 'Qatar',
    });
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ q: { $regex: '.*' } }, 'q'],
    [{ q: ['a', 'b'] }, 'q'],
    [{ sort: 'points' }, ''],
  ])('when the query is %j, then it is refused on %s', (query, field) => {
    const result = RankingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
