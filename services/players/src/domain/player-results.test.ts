import { countersOf, withMatchResult, withTitle, type PlayerResults } from './player-results';

const base = { matches_played: 10, wins: 6, losses: 4, titles_won: 1 };
const empty: PlayerResults = { version: 0, base, matches: [], titles: [], placements: [] };
const result = (match_id: string, revision: number, won: boolean, outcome: 'completed' | 'walkover' | 'retired' = 'completed') => ({
  tournament_id: 't1',
  match_id,
  revision,
  won,
  outcome,
});

describe('countersOf', () => {
  it.each([
    ['a completed match won', result('m1', 1, true), { matches_played: 11, wins: 7, losses: 4 }],
    ['a completed match lost', result('m1', 1, false), { matches_played: 11, wins: 6, losses: 5 }],
    ['a retirement won', result('m1', 1, true, 'retired'), { matches_played: 11, wins: 7, losses: 4 }],
    ['a retirement lost', result('m1', 1, false, 'retired'), { matches_played: 11, wins: 6, losses: 5 }],
    ['a walkover won', result('m1', 1, true, 'walkover'), { matches_played: 11, wins: 7, losses: 4 }],
    ['a walkover given (not played)', result('m1', 1, false, 'walkover'), { matches_played: 10, wins: 6, losses: 4 }],
  ])('when the only result is %s, then the counters are the base plus it', (_name, match, expected) => {
    expect(countersOf({ ...empty, matches: [match] })).toEqual({ ...expected, titles_won: 1 });
  });

  it('when titles are recorded, then only those the player holds count', () => {
    const titles = [
      { tournament_id: 't1', revision: 1, champion: true },
      { tournament_id: 't2', revision: 2, champion: false },
    ];
    expect(countersOf({ ...empty, titles }).titles_won).toBe(2);
  });
});

describe('withMatchResult', () => {
  it('when the match is new, then it is added', () => {
    expect(withMatchResult(empty, result('m1', 1, true))?.matches).toEqual([result('m1', 1, true)]);
  });

  it('when a later revision arrives, then it replaces the recorded one', () => {
    const recorded = { ...empty, matches: [result('m1', 1, true), result('m2', 1, true)] };
    expect(withMatchResult(recorded, result('m1', 2, false))?.matches).toEqual([result('m2', 1, true), result('m1', 2, false)]);
  });

  it.each([1, 2])('when revision %i arrives after revision 2, then nothing changes', (revision) => {
    const recorded = { ...empty, matches: [result('m1', 2, false)] };
    expect(withMatchResult(recorded, result('m1', revision, true))).toBeUndefined();
  });
});

describe('withTitle', () => {
  it('when a later revision says the player lost the title, then it replaces the title', () => {
    const recorded = { ...empty, titles: [{ tournament_id: 't1', revision: 1, champion: true }] };
    expect(withTitle(recorded, { tournament_id: 't1', revision: 2, champion: false })?.titles).toEqual([
      { tournament_id: 't1', revision: 2, champion: false },
    ]);
  });

  it('when an older revision arrives, then nothing changes', () => {
    const recorded = { ...empty, titles: [{ tournament_id: 't1', revision: 2, champion: false }] };
    expect(withTitle(recorded, { tournament_id: 't1', revision: 1, champion: true })).toBeUndefined();
  });
});
