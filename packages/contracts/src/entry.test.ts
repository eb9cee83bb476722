import { CreateEntrySchema, LegacyConfirmRegistrationSchema, LegacyCreateRegistrationSchema, TournamentEntrySchema } from './entry';

describe('CreateEntrySchema', () => {
  it("when tournament and team are given alone, then category and level stay absent (the service takes the tournament's)", () => {
    expect(CreateEntrySchema.parse({ tournament_id: 'tour-1', team_id: 'team-1' })).toEqual({ tournament_id: 'tour-1', team_id: 'team-1' });
  });

  it('when category and level are sent, then they must be a category and a level (a Major is sent as gold)', () => {
    const entry = { tournament_id: 'tour-1', team_id: 'team-1' };

    expect(CreateEntrySchema.parse({ ...entry, category: 'gold', level: 'C' })).toMatchObject({ category: 'gold', level: 'C' });
    expect(CreateEntrySchema.safeParse({ ...entry, category: 'major' }).error?.issues[0]?.message).toBe('Must be gold, silver or bronze');
    expect(CreateEntrySchema.safeParse({ ...entry, level: 'E' }).error?.issues[0]?.message).toBe('Must be C or D');
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
  it('when tier comes capitalised, then it is normalised, Major included; tier and level may be absent', () => {
    expect(LegacyCreateRegistrationSchema.parse({ tournamentId: 't1', teamId: 'team1', tier: 'Gold', level: 'C' }).tier).toBe('gold');
    expect(LegacyCreateRegistrationSchema.parse({ tournamentId: 't1', teamId: 'team1', tier: 'Major' }).tier).toBe('major');
    expect(LegacyCreateRegistrationSchema.parse({ tournamentId: 't1', teamId: 'team1' })).toEqual({ tournamentId: 't1', teamId: 'team1' });
  });

  it('when team or tournament is missing, or the level or tier is unknown, then it fails with the registration dialog messages', () => {
    const result = LegacyCreateRegistrationSchema.safeParse({ tier: 'Platinum', level: 'E' });

    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Missing tournament or player information',
      'Please select a team',
      'Must be major, gold, silver or bronze',
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
