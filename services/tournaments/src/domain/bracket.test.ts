import { roundOfTeams, type Round } from '@padel/contracts';
import { bracketSize, byeSlots, drawSlots, matchIdOf, planMatches, type PlannedMatch, type RandomInt, roundsOf } from './bracket';

const teamsOf = (count: number) => Array.from({ length: count }, (_, index) => `team-${index + 1}`);

/** A repeatable RandomInt (a linear congruential generator) for deterministic draws. */
function seededRandomInt(seed: number): RandomInt {
  let state = seed;
  return (maxExclusive) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % maxExclusive;
  };
}

/** Byes (null slots) in each of the two halves of `slots`. */
const byesPerHalf = (slots: readonly unknown[]) => {
  const half = slots.length / 2;
  return [slots.slice(0, half), slots.slice(half)].map((part) => part.filter((slot) => slot === null).length);
};

/** Whether the byes differ by at most one between the halves of every sub-bracket, down to single pairings. */
function byesSpreadAtEveryLevel(slots: readonly unknown[]): boolean {
  if (slots.length <= 2) return true;
  const [upper = 0, lower = 0] = byesPerHalf(slots);
  const half = slots.length / 2;
  return Math.abs(upper - lower) <= 1 && byesSpreadAtEveryLevel(slots.slice(0, half)) && byesSpreadAtEveryLevel(slots.slice(half));
}

const countBy = <T>(items: readonly T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

describe('bracketSize', () => {
  it.each([
    [2, 2],
    [3, 4],
    [4, 4],
    [5, 8],
    [8, 8],
    [9, 16],
    [17, 32],
    [33, 64],
    [64, 64],
  ])('when %i teams take part, then the bracket has %i slots', (teams, size) => {
    expect(bracketSize(teams)).toBe(size);
  });

  it.each([0, 1, 65, 2.5, Number.NaN])('when %d teams take part, then it is a RangeError', (teams) => {
    expect(() => bracketSize(teams)).toThrow(RangeError);
  });
});

describe.each(Array.from({ length: 63 }, (_, index) => index + 2))('a draw of %i teams', (teamCount) => {
  const teams = teamsOf(teamCount);
  const slots = drawSlots(teams);
  const size = bracketSize(teamCount);
  const plan = planMatches(slots);
  const byes = byeSlots(slots);

  it('has the next power of two of slots and every team exactly once', () => {
    expect(slots).toHaveLength(size);
    expect(size).toBeGreaterThanOrEqual(teamCount);
    expect(size / 2).toBeLessThan(teamCount);
    expect(slots.filter((slot) => slot !== null).sort()).toEqual([...teams].sort());
  });

  it('has its byes in the first round only, never a bye against a bye, spread over the halves and quarters', () => {
    expect(slots.filter((slot) => slot === null)).toHaveLength(size - teamCount);
    for (let slot = 0; slot < size; slot += 2) expect(slots[slot] === null && slots[slot + 1] === null).toBe(false);
    const [upper = 0, lower = 0] = byesPerHalf(slots);
    expect(Math.abs(upper - lower)).toBeLessThanOrEqual(1);
    expect(byesSpreadAtEveryLevel(slots)).toBe(true);
    expect(byes).toHaveLength(size - teamCount);
    for (const slot of byes) {
      expect(slots[slot]).not.toBeNull();
      expect(slots[slot ^ 1]).toBeNull();
    }
  });

  it('plans exactly n − 1 matches, rounds named by the teams they hold, ids from round and position', () => {
    expect(plan).toHaveLength(teamCount - 1);
    for (const match of plan) {
      expect(match.round).toBe(roundOfTeams(size / 2 ** match.roundIndex));
      expect(match.id).toBe(`R${match.roundIndex + 1}-M${match.position + 1}`);
      expect(match.position).toBeLessThan(size / 2 ** (match.roundIndex + 1));
    }
    expect(new Set(plan.map((match) => match.id)).size).toBe(plan.length);
    const ordered = [...plan].sort((a, b) => a.roundIndex - b.roundIndex || a.position - b.position);
    expect(plan).toEqual(ordered);
  });

  it('starts every team exactly once: a first-round match from two filled slots, or the second round through a bye', () => {
    const slotSources = plan.flatMap((match) =>
      [match.team1, match.team2].flatMap((source) => (source.kind === 'slot' ? [{ slot: source.slot, roundIndex: match.roundIndex }] : [])),
    );
    const teamSlots = slots.flatMap((slot, index) => (slot === null ? [] : [index]));
    expect(slotSources.map((source) => source.slot).sort((a, b) => a - b)).toEqual(teamSlots);
    for (const source of slotSources) {
      expect(source.roundIndex).toBe(byes.includes(source.slot) ? 1 : 0);
    }
    for (const match of plan.filter((planned) => planned.roundIndex === 0)) {
      expect(match.team1.kind).toBe('slot');
      expect(match.team2.kind).toBe('slot');
    }
  });

  it('feeds every later-round place exactly once, each match but the final into one next place', () => {
    const byId = new Map(plan.map((match) => [match.id, match]));
    const final = plan[plan.length - 1] as PlannedMatch;
    expect(final.round).toBe('final');
    expect(final.next).toBeNull();
    expect(plan.filter((match) => match.next === null)).toEqual([final]);

    for (const match of plan.filter((planned) => planned.next)) {
      const { matchId, slot } = match.next as NonNullable<PlannedMatch['next']>;
      const target = byId.get(matchId);
      expect(target?.roundIndex).toBe(match.roundIndex + 1);
      expect(target?.position).toBe(Math.floor(match.position / 2));
      expect(target?.[slot]).toEqual({ kind: 'winner', matchId: match.id });
    }
    const feeds = countBy(
      plan.filter((match) => match.next),
      (match) => `${match.next?.matchId}/${match.next?.slot}`,
    );
    for (const match of plan.filter((planned) => planned.roundIndex > 0)) {
      for (const side of ['team1', 'team2'] as const) {
        const fedByWinner = feeds[`${match.id}/${side}`] ?? 0;
        const fedByBye = match[side].kind === 'slot' ? 1 : 0;
        expect(fedByWinner + fedByBye).toBe(1);
      }
    }
  });
});

describe('drawSlots and planMatches: examples', () => {
  const roundCounts = (teamCount: number) =>
    roundsOf(planMatches(drawSlots(teamsOf(teamCount)))).map(({ round, matches }) => [round, matches.length] as [Round, number]);

  it.each<[number, Array<[Round, number]>]>([
    [2, [['final', 1]]],
    [
      3,
      [
        ['semi-final', 1],
        ['final', 1],
      ],
    ],
    [
      5,
      [
        ['quarter-final', 1],
        ['semi-final', 2],
        ['final', 1],
      ],
    ],
    [
      12,
      [
        ['round-of-16', 4],
        ['quarter-final', 4],
        ['semi-final', 2],
        ['final', 1],
      ],
    ],
    [
      33,
      [
        ['round-of-64', 1],
        ['round-of-32', 16],
        ['round-of-16', 8],
        ['quarter-final', 4],
        ['semi-final', 2],
        ['final', 1],
      ],
    ],
  ])('when %i teams are drawn, then the matches per round are %j', (teamCount, expected) => {
    expect(roundCounts(teamCount)).toEqual(expected);
  });

  it('when 5 teams are drawn, then 3 byes spread 2 and 1 over the halves and the ids follow the bracket positions', () => {
    const slots = drawSlots(['a', 'b', 'c', 'd', 'e'], () => 0);
    // Fisher–Yates always swapping with the first: b, c, d, e, a; pairings 0, 1 and 2 have a bye, pairing 3 plays.
    expect(slots).toEqual(['b', null, 'c', null, 'd', null, 'e', 'a']);
    expect(byeSlots(slots)).toEqual([0, 2, 4]);
    expect(planMatches(slots)).toEqual([
      {
        id: 'R1-M4',
        round: 'quarter-final',
        roundIndex: 0,
        position: 3,
        team1: { kind: 'slot', slot: 6 },
        team2: { kind: 'slot', slot: 7 },
        next: { matchId: 'R2-M2', slot: 'team2' },
      },
      {
        id: 'R2-M1',
        round: 'semi-final',
        roundIndex: 1,
        position: 0,
        team1: { kind: 'slot', slot: 0 },
        team2: { kind: 'slot', slot: 2 },
        next: { matchId: 'R3-M1', slot: 'team1' },
      },
      {
        id: 'R2-M2',
        round: 'semi-final',
        roundIndex: 1,
        position: 1,
        team1: { kind: 'slot', slot: 4 },
        team2: { kind: 'winner', matchId: 'R1-M4' },
        next: { matchId: 'R3-M1', slot: 'team2' },
      },
      {
        id: 'R3-M1',
        round: 'final',
        roundIndex: 2,
        position: 0,
        team1: { kind: 'winner', matchId: 'R2-M1' },
        team2: { kind: 'winner', matchId: 'R2-M2' },
        next: null,
      },
    ]);
  });

  it('when the bracket is a power of two, then there are no byes and every first-round pairing is a match', () => {
    const slots = drawSlots(teamsOf(16));
    expect(byeSlots(slots)).toEqual([]);
    expect(roundsOf(planMatches(slots))[0]?.matches.map((match) => match.id)).toEqual(
      Array.from({ length: 8 }, (_, index) => matchIdOf(0, index)),
    );
  });

  it('when the slots are not a bracket, then planMatches refuses them', () => {
    expect(() => planMatches(['a', 'b', 'c'])).toThrow('A bracket has a power of two from 2 to 64 slots, not 3');
    expect(() => planMatches(['a'])).toThrow(RangeError);
    expect(() => planMatches(['a', 'b', null, null])).toThrow('Slots 2 and 3 are both byes');
  });
});

describe('drawSlots: randomness', () => {
  it('when the same random source is given, then the draw is the same; another source draws another bracket', () => {
    const teams = teamsOf(16);
    expect(drawSlots(teams, seededRandomInt(7))).toEqual(drawSlots(teams, seededRandomInt(7)));
    expect(drawSlots(teams, seededRandomInt(7))).not.toEqual(drawSlots(teams, seededRandomInt(8)));
  });

  it('when drawing n teams, then the random source is asked for a Fisher–Yates shuffle (n, n − 1, … 2)', () => {
    const asked: number[] = [];
    drawSlots(teamsOf(6), (maxExclusive) => {
      asked.push(maxExclusive);
      return 0;
    });
    expect(asked).toEqual([6, 5, 4, 3, 2]);
  });

  it('when 16 teams are drawn 20 times with the cryptographic source, then more than one order occurs', () => {
    const orders = new Set(Array.from({ length: 20 }, () => drawSlots(teamsOf(16)).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('when 3 teams are drawn 200 times, then every team gets the bye at some point', () => {
    const byeTeams = new Set(
      Array.from({ length: 200 }, () => {
        const slots = drawSlots(teamsOf(3));
        return slots[byeSlots(slots)[0] as number];
      }),
    );
    expect([...byeTeams].sort()).toEqual(teamsOf(3));
  });

  it('when the input teams are drawn, then the given array is left as it was', () => {
    const teams = teamsOf(8);
    drawSlots(teams);
    expect(teams).toEqual(teamsOf(8));
  });
});
