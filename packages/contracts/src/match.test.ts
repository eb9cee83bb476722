import { FinalScoreSchema, MatchScheduleSchema, ROUND_LABELS, roundOfTeams, ScorePointSchema } from './match';

describe('roundOfTeams', () => {
  test.each([
    [2, 'final', 'Final'],
    [4, 'semi-final', 'Semi Finals'],
    [8, 'quarter-final', 'Quarter Finals'],
    [16, 'round-of-16', 'Round of 16'],
    [32, 'round-of-32', 'Round of 32'],
    [64, 'round-of-64', 'Round of 64'],
  ] as const)('when %i teams are left, then the round is %s (%s)', (teams, round, label) => {
    expect(roundOfTeams(teams)).toBe(round);
    expect(ROUND_LABELS[roundOfTeams(teams)]).toBe(label);
  });

  test.each([1, 3, 12, 128])('when %i teams are left, then no round fits', (teams) => {
    expect(() => roundOfTeams(teams)).toThrow(RangeError);
  });
});

describe('scoring requests', () => {
  test('when a point names a side and the version seen, then it parses; another side or no version is refused', () => {
    expect(ScorePointSchema.parse({ team: 'team1', version: 3 })).toEqual({ team: 'team1', version: 3 });
    expect(ScorePointSchema.safeParse({ team: 'team3', version: 3 }).error?.issues[0]?.message).toBe('Must be team1 or team2');
    expect(ScorePointSchema.safeParse({ team: 'team1' }).error?.issues[0]?.message).toBe('Version is required');
  });

  test('when a final score is sent, then each outcome takes its own fields', () => {
    expect(FinalScoreSchema.parse({ outcome: 'completed', sets: [{ team1: 6, team2: 4 }], version: 0 }).outcome).toBe('completed');
    expect(FinalScoreSchema.parse({ outcome: 'retired', winner: 'team2', version: 1 })).toEqual({
      outcome: 'retired',
      winner: 'team2',
      sets: [],
      version: 1,
    });
    expect(FinalScoreSchema.safeParse({ outcome: 'completed', sets: [], version: 0 }).success).toBe(false);
    expect(FinalScoreSchema.safeParse({ outcome: 'forfeit', version: 0 }).error?.issues[0]?.message).toBe(
      'Outcome must be completed, walkover or retired',
    );
    expect(FinalScoreSchema.safeParse({ outcome: 'completed', sets: [{ team1: 8, team2: 6 }], version: 0 }).success).toBe(false);
  });

  test('when a schedule change names nothing, then it is refused', () => {
    expect(MatchScheduleSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
    expect(MatchScheduleSchema.parse({ court: 'Court 1' })).toEqual({ court: 'Court 1' });
  });
});
