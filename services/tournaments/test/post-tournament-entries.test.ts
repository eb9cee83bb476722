import { EntryResponseSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { confirmedTeam, entriesTestbed, tournament } from './entries-support';

const { omar, layla, khalid, sara } = demoUsers;
const { call } = entriesTestbed();

describe('POST /api/tournament-entries', () => {
  it("when a member enters their confirmed team in an upcoming tournament, then 201 with a pending_both entry at the tournament's category and level, tournament and team embedded", async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(omar, layla)]);

    const { status, body } = await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId });

    expect(status).toBe(201);
    expect(EntryResponseSchema.parse(body)).toMatchObject({
      message: 'Entry created',
      code: 'ENTRY_CREATED',
      entry: {
        tournament_id: tournamentId,
        team_id: teamId,
        category: 'silver',
        level: 'C',
        status: 'pending_both',
        paid: false,
        confirmed_by: [omar.id],
        tournament: { id: tournamentId, status: 'published', city: 'Dubai' },
        team: {
          id: teamId,
          player1: omar.id,
          player2: layla.id,
          status: 'confirmed',
          player2_profile: { id: layla.id, full_name: layla.fullName },
        },
      },
    });
  });

  it("when the tournament's own category and level are sent, then 201 with them", async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(5), confirmedTeam(omar, layla)]);

    const { status, body } = await call('POST', '/api/tournament-entries', layla, {
      tournament_id: tournamentId,
      team_id: teamId,
      category: 'silver',
      level: 'C',
    });

    expect(status).toBe(201);
    expect(body.entry).toMatchObject({ category: 'silver', level: 'C', confirmed_by: [layla.id] });
  });

  it("when a Major is entered without category or with gold, then the entry's category is gold and its tournament's tier major", async () => {
    const major = { category: 'gold' as const, tier: 'major' as const, level: 'C' as const };
    const [first, second, teamId] = await Promise.all([tournament(8, major), tournament(9, major), confirmedTeam(omar, layla)]);

    const omitted = await call('POST', '/api/tournament-entries', omar, { tournament_id: first, team_id: teamId });
    const gold = await call('POST', '/api/tournament-entries', omar, {
      tournament_id: second,
      team_id: teamId,
      category: 'gold',
      level: 'C',
    });

    for (const answer of [omitted, gold]) {
      expect(answer.status).toBe(201);
      expect(answer.body.entry).toMatchObject({
        category: 'gold',
        level: 'C',
        tournament: { category: 'gold', tier: 'major', level: 'C' },
      });
    }
  });

  it("when the category sent is not the tournament's, then 409 ENTRY_TIER_DIFFERS and nothing is stored", async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(6), confirmedTeam(omar, layla)]);

    const answer = await call('POST', '/api/tournament-entries', omar, {
      tournament_id: tournamentId,
      team_id: teamId,
      category: 'bronze',
    });

    expect(answer).toEqual({
      status: 409,
      body: { error: "This tournament is of another tier: an entry takes its tournament's tier", code: 'ENTRY_TIER_DIFFERS' },
    });
    expect(await EntryModel.countDocuments({ tournament_id: tournamentId })).toBe(0);
  });

  it("when the level sent is not the tournament's, then 409 ENTRY_LEVEL_DIFFERS naming its level and nothing is stored", async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(6, { level: 'D' }), confirmedTeam(omar, layla)]);

    const answer = await call('POST', '/api/tournament-entries', omar, {
      tournament_id: tournamentId,
      team_id: teamId,
      category: 'silver',
      level: 'C',
    });

    expect(answer).toEqual({
      status: 409,
      body: {
        error: "This tournament is played at level D: an entry takes its tournament's level",
        code: 'ENTRY_LEVEL_DIFFERS',
        params: { level: 'D' },
      },
    });
    expect(await EntryModel.countDocuments({ tournament_id: tournamentId })).toBe(0);
  });

  it('when the team already entered the tournament, then 409 and still one entry', async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(omar, layla)]);
    await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId });

    const second = await call('POST', '/api/tournament-entries', layla, { tournament_id: tournamentId, team_id: teamId });

    expect(second).toEqual({ status: 409, body: { error: 'This team has already entered this tournament', code: 'ALREADY_ENTERED' } });
    expect(await EntryModel.countDocuments({ tournament_id: tournamentId })).toBe(1);
  });

  it('when the caller is not on the team, then 403 and nothing is stored', async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(khalid, sara)]);

    const answer = await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId });

    expect(answer).toEqual({ status: 403, body: { error: 'You are not a member of this team', code: 'NOT_TEAM_MEMBER' } });
    expect(await EntryModel.countDocuments()).toBe(0);
  });

  it.each([
    ['live', 0, {}],
    ['completed', -5, {}],
    ['closed', 10, { status: 'closed' as const }],
  ])('when the tournament is %s, then 409', async (_label, startsInDays, overrides) => {
    const [tournamentId, teamId] = await Promise.all([tournament(startsInDays, overrides), confirmedTeam(omar, layla)]);

    expect(await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId })).toEqual({
      status: 409,
      body: { error: 'Entries are open only for upcoming tournaments', code: 'ENTRIES_ONLY_UPCOMING' },
    });
  });

  it('when its entry window has not opened yet, then 409 naming the opening day and nothing is stored', async () => {
    const opensAt = new Date(Date.now() + 3 * 86_400_000);
    const [tournamentId, teamId] = await Promise.all([tournament(20, { entry_open_at: opensAt }), confirmedTeam(omar, layla)]);
    const openingDay = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dubai', dateStyle: 'long' }).format(opensAt);

    const answer = await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId });

    expect(answer).toEqual({
      status: 409,
      body: {
        error: `Entries for this tournament open on ${openingDay}`,
        code: 'ENTRIES_NOT_OPEN_YET',
        params: { date: opensAt.toISOString() },
      },
    });
    expect(await EntryModel.countDocuments({ tournament_id: tournamentId })).toBe(0);
  });

  it('when its entry window has closed, then 409 and nothing is stored', async () => {
    const window = { entry_open_at: new Date(Date.now() - 20 * 86_400_000), entry_close_at: new Date(Date.now() - 60_000) };
    const [tournamentId, teamId] = await Promise.all([tournament(3, window), confirmedTeam(omar, layla)]);

    const answer = await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId });

    expect(answer).toEqual({ status: 409, body: { error: 'Entries for this tournament have closed', code: 'ENTRIES_CLOSED' } });
    expect(await EntryModel.countDocuments({ tournament_id: tournamentId })).toBe(0);
  });

  it('when the entry window is open, then the entry is created', async () => {
    const window = { entry_open_at: new Date(Date.now() - 60_000), entry_close_at: new Date(Date.now() + 86_400_000) };
    const [tournamentId, teamId] = await Promise.all([tournament(5, window), confirmedTeam(omar, layla)]);

    const { status } = await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId });

    expect(status).toBe(201);
  });

  it('when the tournament is a draft, unknown or malformed, or the team is unknown, then 404', async () => {
    const [draft, upcoming, teamId] = await Promise.all([tournament(10, { status: 'draft' }), tournament(10), confirmedTeam(omar, layla)]);

    expect((await call('POST', '/api/tournament-entries', omar, { tournament_id: draft, team_id: teamId })).body).toEqual({
      error: 'Tournament not found',
      code: 'TOURNAMENT_NOT_FOUND',
    });
    expect((await call('POST', '/api/tournament-entries', omar, { tournament_id: 'nope', team_id: teamId })).status).toBe(404);
    expect(await call('POST', '/api/tournament-entries', omar, { tournament_id: upcoming, team_id: 'unknown-team' })).toEqual({
      status: 404,
      body: { error: 'Team not found', code: 'TEAM_NOT_FOUND' },
    });
  });

  it('when tournament or team is missing, or the category or level is not one of the schema, then 400', async () => {
    expect(await call('POST', '/api/tournament-entries', omar, { team_id: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'tournament_id: Select a tournament' },
    });
    expect(await call('POST', '/api/tournament-entries', omar, { tournament_id: 'x', team_id: '' })).toMatchObject({
      status: 400,
      body: { error: 'team_id: Select a team' },
    });
    expect(await call('POST', '/api/tournament-entries', omar, { tournament_id: 'x', team_id: 'y', category: 'major' })).toMatchObject({
      status: 400,
      body: { error: 'category: Must be gold, silver or bronze' },
    });
    expect(await call('POST', '/api/tournament-entries', omar, { tournament_id: 'x', team_id: 'y', level: 'E' })).toMatchObject({
      status: 400,
      body: { error: 'level: Must be C or D' },
    });
  });

  it('when no token is sent, then 401', async () => {
    expect(await call('POST', '/api/tournament-entries', undefined, { tournament_id: 'x', team_id: 'y' })).toEqual({
      status: 401,
      body: { error: 'Not authenticated', code: 'UNAUTHORIZED' },
    });
  });
});
