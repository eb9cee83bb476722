import type { PlayerPlacement } from '../../data-access/player-results-repository';
import { compareContenders, countsUntil, standingOf } from './standing';

const DAY = 86_400_000;

let tournaments = 0;
function placement(overrides: Partial<PlayerPlacement> & Pick<PlayerPlacement, 'completed_at'>): PlayerPlacement {
  tournaments += 1;
  return {
    tournament_id: `t-${tournaments}`,
    tournament_title: `Open ${tournaments}`,
    tier: 'gold',
    level: 'C',
    reached: 'winner',
    revision: 1,
    ...overrides,
  };
}

describe('countsUntil', () => {
  it('when a result is earned, then it stops counting at the first Monday 00:00 in Dubai at or after 52 weeks', () => {
    // Sunday 2026-03-01 18:00 in Dubai; 52 weeks on is Sunday 2027-02-28; the next Monday 00:00 Dubai is 2027-02-28T20:00Z.
    expect(countsUntil(new Date('2026-03-01T14:00:00Z')).toISOString()).toBe('2027-02-28T20:00:00.000Z');
  });

  it('when 52 weeks on falls exactly on Monday 00:00 in Dubai, then that is the day it stops counting', () => {
    expect(countsUntil(new Date('2026-03-01T20:00:00Z')).toISOString()).toBe('2027-02-28T20:00:00.000Z');
  });

  it('when 52 weeks on is a minute past Monday 00:00 in Dubai, then it counts until the Monday after', () => {
    expect(countsUntil(new Date('2026-03-01T20:01:00Z')).toISOString()).toBe('2027-03-07T20:00:00.000Z');
  });
});

describe('standingOf', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  it('when a player has results, then the points are the table’s points of each, added up', () => {
    const standing = standingOf(
      [
        placement({ completed_at: daysAgo(10), tier: 'major', reached: 'final' }),
        placement({ completed_at: daysAgo(40), tier: 'bronze', level: 'D', reached: 'winner' }),
      ],
      now,
    );

    expect(standing.points).toBe(600 + 50);
    expect(standing.best).toEqual([600, 50]);
    expect(standing.notCounting).toEqual([]);
  });

  it('when a player has more than 6 results, then only the best 6 count and the others are listed apart', () => {
    const reached = ['winner', 'final', 'semi-final', 'quarter-final', 'round-of-16', 'winner', 'final', 'round-of-32'] as const;
    const standing = standingOf(
      reached.map((round, index) => placement({ completed_at: daysAgo(10 + index * 20), reached: round })),
      now,
    );

    expect(standing.best).toEqual([400, 400, 240, 240, 144, 72]);
    expect(standing.points).toBe(1496);
    expect(standing.notCounting.map((result) => result.points)).toEqual([36, 18]);
  });

  it('when two results are worth the same and only one can count, then the later one counts', () => {
    const older = placement({ completed_at: daysAgo(300) });
    const newer = placement({ completed_at: daysAgo(5) });
    const others = Array.from({ length: 5 }, (_, index) => placement({ completed_at: daysAgo(20 + index), tier: 'major' }));

    const standing = standingOf([older, ...others, newer], now);

    expect(standing.counting.map((result) => result.placement)).toContain(newer);
    expect(standing.notCounting.map((result) => result.placement)).toEqual([older]);
  });

  it('when a result’s 52 weeks are over at the edition date, then it no longer counts, and not before', () => {
    const result = placement({ completed_at: new Date('2025-11-20T12:00:00Z'), tier: 'major', reached: 'winner' });
    const until = countsUntil(result.completed_at);

    expect(standingOf([result], new Date(until.getTime() - 1)).points).toBe(1000);
    expect(standingOf([result], until).points).toBe(0);
    expect(standingOf([result], until).notCounting).toEqual([]);
  });

  it('when results count, then the next change is when the first counting one expires', () => {
    const first = placement({ completed_at: daysAgo(200) });
    const second = placement({ completed_at: daysAgo(100) });

    expect(standingOf([first, second], now).nextChangeAt).toEqual(countsUntil(first.completed_at));
    expect(standingOf([], now)).toEqual({ points: 0, best: [], counting: [], notCounting: [], nextChangeAt: null });
  });
});

describe('compareContenders', () => {
  const sorted = (...contenders: Parameters<typeof compareContenders>[0][]) => [...contenders].sort(compareContenders).map((c) => c.id);

  it('when points differ, then more points rank first', () => {
    expect(sorted({ id: 'a', name: 'A', points: 100, best: [100] }, { id: 'b', name: 'B', points: 400, best: [400] })).toEqual(['b', 'a']);
  });

  it('when points are equal, then the better best result ranks first, then the better second best', () => {
    expect(
      sorted(
        { id: 'a', name: 'A', points: 400, best: [200, 200] },
        { id: 'b', name: 'B', points: 400, best: [240, 160] },
        { id: 'c', name: 'C', points: 400, best: [240, 144, 16] },
      ),
    ).toEqual(['b', 'c', 'a']);
  });

  it('when points and results are equal, then the name decides, then the id: the same order for everyone', () => {
    const tie = { points: 90, best: [90] };
    expect(sorted({ id: '2', name: 'Omar', ...tie }, { id: '1', name: 'Omar', ...tie }, { id: '0', name: 'Layla', ...tie })).toEqual([
      '0',
      '1',
      '2',
    ]);
  });
});
