import type { SetScore } from '@padel/contracts';
import {
  formatOfLevel,
  gamePointLabel,
  MATCH_OVER,
  type MatchFormat,
  ScoringError,
  scoreFromPoints,
  SETS_DECIDE_MATCH,
  setWinner,
  type Side,
  validateSets,
} from './padel-scoring';

const levelC = formatOfLevel('C');
const levelD = formatOfLevel('D');

/** 'A' is a point to team1, 'B' to team2: 'AAAB' → team1, team1, team1, team2. */
const points = (sequence: string): Side[] => [...sequence.replace(/\s/g, '')].map((point) => (point === 'A' ? 'team1' : 'team2'));
const gameTo = (side: 'A' | 'B') => side.repeat(4);
/** Games won in this order: 'ABA' → a love game to team1, then team2, then team1. */
const games = (sequence: string) => [...sequence].map((side) => gameTo(side as 'A' | 'B')).join('');
const loveSet = (side: 'A' | 'B') => games(side.repeat(6));
const toSixAll = games('AB'.repeat(6));

const scoreOf = (sequence: string, format: MatchFormat = levelC) => scoreFromPoints(points(sequence), format);

function scoringErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ScoringError) return error.message;
    throw error;
  }
  throw new Error('Expected a ScoringError');
}

describe('formatOfLevel', () => {
  it('when the level is C, then a side needs two sets (best of three); when D, one set', () => {
    expect(formatOfLevel('C')).toEqual({ setsToWin: 2 });
    expect(formatOfLevel('D')).toEqual({ setsToWin: 1 });
  });
});

describe('gamePointLabel', () => {
  it.each([
    [0, 0, '0'],
    [1, 0, '15'],
    [2, 1, '30'],
    [3, 2, '40'],
    [3, 3, '40'],
    [4, 3, 'Adv'],
    [3, 4, ''],
    [5, 5, '40'],
    [7, 6, 'Adv'],
  ])('when a side has %i points against %i, then it reads %j', (own, opponent, label) => {
    expect(gamePointLabel(own, opponent)).toBe(label);
  });
});

describe('scoreFromPoints: games with deuce and advantage', () => {
  it.each([
    ['', '0', '0'],
    ['A', '15', '0'],
    ['AB', '15', '15'],
    ['AAB', '30', '15'],
    ['AAAB', '40', '15'],
    ['AAABBB', '40', '40'],
    ['AAABBB A', 'Adv', ''],
    ['AAABBB A B', '40', '40'],
    ['AAABBB A B B', '', 'Adv'],
    ['AAABBB A B B A', '40', '40'],
    ['AAABBB A B B A A', 'Adv', ''],
  ])('when the points are %j, then the game is %s-%s and no game is won yet', (sequence, team1, team2) => {
    const { score, winner } = scoreOf(sequence);
    expect(score.game).toEqual({ team1, team2, tiebreak: false });
    expect(score.sets).toEqual([{ team1: 0, team2: 0, tiebreak: null }]);
    expect(winner).toBeNull();
  });

  it.each([
    ['AAAA', { team1: 1, team2: 0 }],
    ['AAABBB A A', { team1: 1, team2: 0 }],
    ['AAABBB A B A B B B', { team1: 0, team2: 1 }],
    ['AAABBB AB AB AB AB AA', { team1: 1, team2: 0 }],
  ])('when the points are %j, then the game is won with 2 clear (no golden point) and a new game starts', (sequence, set) => {
    const { score } = scoreOf(sequence);
    expect(score.sets).toEqual([{ ...set, tiebreak: null }]);
    expect(score.game).toEqual({ team1: '0', team2: '0', tiebreak: false });
  });

  it('when the game is at 40-40, then the next point gives advantage, not the game', () => {
    expect(scoreOf('AAABBB A').score.sets[0]).toEqual({ team1: 0, team2: 0, tiebreak: null });
  });
});

describe('scoreFromPoints: sets', () => {
  it.each([
    ['6-4', games('AAAAABBBBA'), { team1: 6, team2: 4 }],
    ['7-5', games('AB'.repeat(5) + 'AA'), { team1: 7, team2: 5 }],
    ['5-7', games('AB'.repeat(5) + 'BB'), { team1: 5, team2: 7 }],
  ])('when the games go to %s, then the set is won and the next set starts at 0-0', (_, sequence, set) => {
    const { score, winner } = scoreOf(sequence);
    expect(score.sets).toEqual([
      { ...set, tiebreak: null },
      { team1: 0, team2: 0, tiebreak: null },
    ]);
    expect(winner).toBeNull();
  });

  it.each([
    ['6-5', games('AB'.repeat(5) + 'A'), { team1: 6, team2: 5 }],
    ['5-5', games('AB'.repeat(5)), { team1: 5, team2: 5 }],
    ['5-4', games('AAAAABBBB'), { team1: 5, team2: 4 }],
  ])('when the games are %s, then the set goes on', (_, sequence, set) => {
    expect(scoreOf(sequence).score.sets).toEqual([{ ...set, tiebreak: null }]);
  });

  it('when the games reach 6-6, then a tie-break starts, its points shown as digits', () => {
    const { score } = scoreOf(toSixAll + 'AAB');
    expect(score.sets).toEqual([{ team1: 6, team2: 6, tiebreak: { team1: 2, team2: 1 } }]);
    expect(score.game).toEqual({ team1: '2', team2: '1', tiebreak: true });
  });
});

describe('scoreFromPoints: tie-break edges', () => {
  it.each([
    ['7-0', 'AAAAAAA', 'team1', { team1: 7, team2: 0 }],
    ['7-5', 'AB'.repeat(5) + 'AA', 'team1', { team1: 7, team2: 5 }],
    ['8-6', 'AB'.repeat(6) + 'AA', 'team1', { team1: 8, team2: 6 }],
    ['12-10', 'AB'.repeat(10) + 'AA', 'team1', { team1: 12, team2: 10 }],
    ['5-7', 'AB'.repeat(5) + 'BB', 'team2', { team1: 5, team2: 7 }],
  ])('when the tie-break goes to %s, then the set is won 7-6 with that tie-break score', (_, tiebreak, side, points) => {
    const { score } = scoreOf(toSixAll + tiebreak);
    const set = side === 'team1' ? { team1: 7, team2: 6 } : { team1: 6, team2: 7 };
    expect(score.sets[0]).toEqual({ ...set, tiebreak: points });
    expect(score.sets[1]).toEqual({ team1: 0, team2: 0, tiebreak: null });
    expect(score.game).toEqual({ team1: '0', team2: '0', tiebreak: false });
  });

  it.each([
    ['7-6', 'AB'.repeat(6) + 'A', '7', '6'],
    ['6-5', 'AB'.repeat(5) + 'A', '6', '5'],
    ['6-6', 'AB'.repeat(6), '6', '6'],
    ['10-11', 'AB'.repeat(10) + 'B', '10', '11'],
  ])('when the tie-break is at %s, then it goes on (7 points and 2 clear are needed)', (_, tiebreak, team1, team2) => {
    const { score, winner } = scoreOf(toSixAll + tiebreak);
    expect(score.sets).toHaveLength(1);
    expect(score.game).toEqual({ team1, team2, tiebreak: true });
    expect(winner).toBeNull();
  });
});

describe('scoreFromPoints: matches', () => {
  it('when level C is 2-0 in sets, then the match is over with no third set and a further point is refused', () => {
    const sequence = loveSet('A') + loveSet('A');
    const { score, winner } = scoreOf(sequence, levelC);
    expect(winner).toBe('team1');
    expect(score.game).toBeNull();
    expect(score.sets).toEqual([
      { team1: 6, team2: 0, tiebreak: null },
      { team1: 6, team2: 0, tiebreak: null },
    ]);
    expect(scoringErrorOf(() => scoreOf(sequence + 'A', levelC))).toBe(MATCH_OVER);
  });

  it('when level C is 1-1 in sets, then the third set starts and decides the match 2-1', () => {
    const afterTwo = scoreOf(loveSet('A') + loveSet('B'), levelC);
    expect(afterTwo.winner).toBeNull();
    expect(afterTwo.score.sets).toHaveLength(3);

    const { score, winner } = scoreOf(loveSet('A') + loveSet('B') + toSixAll + 'B'.repeat(7), levelC);
    expect(winner).toBe('team2');
    expect(score.sets.map((set) => [set.team1, set.team2])).toEqual([
      [6, 0],
      [0, 6],
      [6, 7],
    ]);
    expect(score.sets[2]?.tiebreak).toEqual({ team1: 0, team2: 7 });
    expect(score.game).toBeNull();
  });

  it('when level D has one set won, then the match is over and a further point is refused', () => {
    const { score, winner } = scoreOf(games('AAAAABBBBA'), levelD);
    expect(winner).toBe('team1');
    expect(score).toEqual({ sets: [{ team1: 6, team2: 4, tiebreak: null }], game: null });
    expect(scoringErrorOf(() => scoreOf(games('AAAAABBBBA') + 'B', levelD))).toBe(MATCH_OVER);
  });

  it('when the points are replayed without the last one (undo), then the score is the one before it', () => {
    const sequence = loveSet('A') + 'AAAB';
    expect(scoreFromPoints(points(sequence).slice(0, -1), levelC)).toEqual(scoreOf(loveSet('A') + 'AAA'));
  });
});

describe('validateSets: every set score from 0-0 to 7-7', () => {
  const isLegalFinishedSet = (a: number, b: number) => {
    const [high, low] = [Math.max(a, b), Math.min(a, b)];
    return (high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6));
  };
  const isPossibleUnfinished = (a: number, b: number) => !isLegalFinishedSet(a, b) && a <= 6 && b <= 6;
  const cases = Array.from({ length: 8 }, (_, a) => Array.from({ length: 8 }, (_, b) => [a, b] as const)).flat();
  /** A 7-6 set with a tie-break won by the set's winner. */
  const setOf = (a: number, b: number): SetScore => {
    const tiebreak = a === 7 && b === 6 ? { team1: 7, team2: 4 } : a === 6 && b === 7 ? { team1: 4, team2: 7 } : null;
    return { team1: a, team2: b, tiebreak };
  };

  it.each(cases)('when one set ends %i-%i, then it is accepted exactly when the rules allow it', (a, b) => {
    const set = setOf(a, b);
    if (isLegalFinishedSet(a, b)) {
      expect(validateSets([set], levelD, { finished: true })).toEqual({ winner: a > b ? 'team1' : 'team2' });
      expect(setWinner(set)).toBe(a > b ? 'team1' : 'team2');
    } else {
      const reason = isPossibleUnfinished(a, b) ? 'is not a finished set' : 'is not a possible set score';
      expect(scoringErrorOf(() => validateSets([set], levelD, { finished: true }))).toBe(`Set 1: ${a}-${b} ${reason}`);
      expect(setWinner(set)).toBeNull();
    }
  });

  it.each(cases)('when a retirement leaves the only set at %i-%i, then it is accepted exactly when it could be unfinished', (a, b) => {
    const set = setOf(a, b);
    if (isPossibleUnfinished(a, b)) {
      expect(validateSets([set], levelD, { finished: false })).toEqual({ winner: null });
    } else if (isLegalFinishedSet(a, b)) {
      expect(scoringErrorOf(() => validateSets([set], levelD, { finished: false }))).toBe(SETS_DECIDE_MATCH);
    } else {
      expect(scoringErrorOf(() => validateSets([set], levelD, { finished: false }))).toBe(`Set 1: ${a}-${b} is not a possible set score`);
    }
  });
});

describe('validateSets: completed matches', () => {
  const set = (team1: number, team2: number, tiebreak: SetScore['tiebreak'] = null): SetScore => ({ team1, team2, tiebreak });

  it.each<[string, SetScore[], MatchFormat, 'team1' | 'team2']>([
    ['level D, one set', [set(6, 3)], levelD, 'team1'],
    ['level D, a 7-6 set', [set(6, 7, { team1: 10, team2: 12 })], levelD, 'team2'],
    ['level C, 2-0', [set(6, 4), set(7, 5)], levelC, 'team1'],
    ['level C, 2-1', [set(6, 4), set(3, 6), set(6, 7, { team1: 5, team2: 7 })], levelC, 'team2'],
    ['level C, 2-1 with a tie-break 8-6', [set(7, 6, { team1: 8, team2: 6 }), set(3, 6), set(6, 0)], levelC, 'team1'],
  ])('when %s, then the winner is decided by the last set', (_, sets, format, winner) => {
    expect(validateSets(sets, format, { finished: true })).toEqual({ winner });
  });

  it.each<[string, SetScore[], MatchFormat, string]>([
    ['a set 8-6', [set(8, 6)], levelD, 'Set 1: 8-6 is not a possible set score'],
    ['a set 7-3', [set(7, 3)], levelD, 'Set 1: 7-3 is not a possible set score'],
    ['a finished set 6-5', [set(6, 3), set(6, 5)], levelC, 'Set 2: 6-5 is not a finished set'],
    ['a third set after 2-0', [set(6, 3), set(6, 4), set(6, 0)], levelC, 'The match was over after set 2: no set 3'],
    ['a second set in level D', [set(6, 3), set(6, 4)], levelD, 'Level D plays one set'],
    ['a 7-6 set without tie-break', [set(7, 6)], levelD, 'Set 1: a 7-6 set needs its tie-break score'],
    ['a tie-break 7-6', [set(7, 6, { team1: 7, team2: 6 })], levelD, 'Set 1: tie-break 7-6 is not finished (2 points clear)'],
    ['a tie-break 6-4', [set(7, 6, { team1: 6, team2: 4 })], levelD, 'Set 1: tie-break 6-4 is not finished (2 points clear)'],
    [
      'a tie-break 9-6',
      [set(7, 6, { team1: 9, team2: 6 })],
      levelD,
      'Set 1: tie-break 9-6 is not possible (it ends as soon as a side leads by 2 from 7 points)',
    ],
    [
      'a tie-break won by the set loser',
      [set(7, 6, { team1: 5, team2: 7 })],
      levelD,
      'Set 1: tie-break 5-7 was won by the side that lost the set',
    ],
    ['a tie-break on a 6-3 set', [set(6, 3, { team1: 7, team2: 2 })], levelD, 'Set 1: a 6-3 set has no tie-break'],
    ['level C at one set each', [set(6, 3), set(3, 6)], levelC, 'The match is not over: a side needs 2 sets to win'],
    ['level C after one set', [set(6, 3)], levelC, 'The match is not over: a side needs 2 sets to win'],
    ['no set', [], levelD, 'Enter the score of at least one set'],
    ['negative games', [set(-1, 6)], levelD, 'Set 1: games must be whole numbers from 0'],
    ['fractional games', [set(6, 2.5)], levelD, 'Set 1: games must be whole numbers from 0'],
  ])('when %s, then it is refused with a message naming it', (_, sets, format, message) => {
    expect(scoringErrorOf(() => validateSets(sets, format, { finished: true }))).toBe(message);
  });
});

describe('validateSets: retirements (the last set may be unfinished)', () => {
  const set = (team1: number, team2: number, tiebreak: SetScore['tiebreak'] = null): SetScore => ({ team1, team2, tiebreak });

  it.each<[string, SetScore[], MatchFormat]>([
    ['before any game', [], levelD],
    ['level D at 3-2', [set(3, 2)], levelD],
    ['level D at 6-6 before the tie-break', [set(6, 6)], levelD],
    ['level D at 6-6 in the tie-break', [set(6, 6, { team1: 6, team2: 5 })], levelD],
    ['level D at 6-6 in a long tie-break', [set(6, 6, { team1: 10, team2: 11 })], levelD],
    ['level C after one set', [set(6, 3)], levelC],
    ['level C at one set each', [set(6, 3), set(4, 6)], levelC],
    ['level C in the second set', [set(6, 3), set(0, 0)], levelC],
    ['level C in the third set', [set(6, 3), set(6, 7, { team1: 3, team2: 7 }), set(5, 6)], levelC],
  ])('when %s, then the sets are accepted and decide no winner', (_, sets, format) => {
    expect(validateSets(sets, format, { finished: false })).toEqual({ winner: null });
  });

  it.each<[string, SetScore[], MatchFormat, string]>([
    ['an unfinished first set before a second', [set(6, 5), set(2, 1)], levelC, 'Set 1: 6-5 is not a finished set'],
    ['an impossible last set', [set(6, 3), set(7, 2)], levelC, 'Set 2: 7-2 is not a possible set score'],
    [
      'a finished tie-break in a 6-6 set',
      [set(6, 6, { team1: 7, team2: 5 })],
      levelD,
      'Set 1: tie-break 7-5 is finished, so the set is 7-6',
    ],
    ['sets that decide the match', [set(6, 3), set(6, 3)], levelC, SETS_DECIDE_MATCH],
    ['a set after the match was decided', [set(6, 3), set(6, 3), set(1, 0)], levelC, 'The match was over after set 2: no set 3'],
    ['a second set in level D', [set(6, 3), set(1, 0)], levelD, 'Level D plays one set'],
  ])('when %s, then it is refused with a message naming it', (_, sets, format, message) => {
    expect(scoringErrorOf(() => validateSets(sets, format, { finished: false }))).toBe(message);
  });
});

describe('validateSets and scoreFromPoints agree', () => {
  it('when a match is played point by point, then its final sets validate to the same winner', () => {
    const sequence = loveSet('A') + games('AB'.repeat(5) + 'BB') + toSixAll + 'AB'.repeat(6) + 'AA';
    const { score, winner } = scoreOf(sequence, levelC);
    expect(winner).toBe('team1');
    expect(validateSets(score.sets, levelC, { finished: true })).toEqual({ winner: 'team1' });
  });

  it('when a match is stopped mid-way, then its sets so far validate as a retirement', () => {
    const { score } = scoreOf(loveSet('B') + toSixAll + 'ABA', levelC);
    expect(validateSets(score.sets, levelC, { finished: false })).toEqual({ winner: null });
  });
});
