import { CreateEntrySchema, LegacyConfirmRegistrationSchema, LegacyCreateRegistrationSchema, TournamentEntrySchema } from './entry';

describe('CreateEntrySchema', () => {
  it('when tournament and team are given, then category defaults to bronze and level to D', () => {
    expect(CreateEntrySchema.parse({ tournament_id: 'tour-1', team_id: 'team-1' })).toEqual({
      tournament_id: 'tour-1',
      team_id: 'team-1',
      category: 'bronze',
      level: 'D',
    });
  });

  it('when the tournament or team is missing, then it fails with Select a tournament / Select a team', () => {
    const result = CreateEntrySchema.safeParse({ tournament_id: '', level: 'C' });

    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Select a tournament', 'Select a team']);
  });
});

describe('TournamentEntrySchema', () => {
  it('when status and paid are absent, then they default to pending_both and false', () => {
    const entry = TournamentEntrySchema.parse({
      id: 'e1',
      tournament_id: 't1',
      team_id: 'team1',
      category: 'gold',
      level: 'C',
      tournament: null,
      team: null,
    });

    expect(entry).toMatchObject({ status: 'pending_both', paid: false, confirmed_by: [] });
  });

  it('when a withdrawn entry carries withdrawn_at and withdrawn_by, then they parse; a non-date withdrawn_at fails', () => {
    const withdrawn = {
      id: 'e1',
      tournament_id: 't1',
      team_id: 'team1',
      category: 'gold',
      level: 'C',
      status: 'withdrawn',
      withdrawn_at: '2026-01-07T12:00:00.000Z',
      withdrawn_by: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
      tournament: null,
      team: null,
    };

    expect(TournamentEntrySchema.parse(withdrawn)).toMatchObject({ status: 'withdrawn', withdrawn_at: withdrawn.withdrawn_at });
    expect(TournamentEntrySchema.safeParse({ ...withdrawn, withdrawn_at: 'today' }).success).toBe(false);
  });

  it('when an entry missed the draw, then missed_draw parses; it may be absent', () => {
    const entry = { id: 'e1', tournament_id: 't1', team_id: 'team1', category: 'gold', level: 'C', tournament: null, team: null };

    expect(TournamentEntrySchema.parse({ ...entry, missed_draw: true })).toMatchObject({ missed_draw: true });
    expect(TournamentEntrySchema.parse(entry)).not.toHaveProperty('missed_draw');
  });
});

describe('LegacyCreateRegistrationSchema', () => {
  it('when tier comes capitalised, then it is normalised; absent tier defaults to bronze', () => {
    expect(LegacyCreateRegistrationSchema.parse({ tournamentId: 't1', teamId: 'team1', tier: 'Gold', level: 'C' }).tier).toBe('gold');
    expect(LegacyCreateRegistrationSchema.parse({ tournamentId: 't1', teamId: 'team1', level: 'D' }).tier).toBe('bronze');
  });

  it('when team, level or tournament is missing, then it fails with the registration dialog messages', () => {
    const result = LegacyCreateRegistrationSchema.safeParse({});

    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Missing tournament or player information',
      'Please select a team',
      'Please select a level',
    ]);
  });
});

describe('LegacyConfirmRegistrationSchema', () => {
  it('when playerId is missing or not a uuid, then it fails', () => {
    expect(LegacyConfirmRegistrationSchema.safeParse({}).success).toBe(false);
    expect(LegacyConfirmRegistrationSchema.safeParse({ playerId: 'p1' }).success).toBe(false);
    expect(LegacyConfirmRegistrationSchema.safeParse({ playerId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05' }).success).toBe(true);
  });
});
