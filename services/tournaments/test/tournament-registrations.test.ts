import mongoose from 'mongoose';
import { LegacyRegistrationListSchema, LegacyRegistrationPageSchema, LegacyRegistrationResponseSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { confirmedTeam, entriesTestbed, entryConfirmedListener, tournament, type DemoUser } from './entries-support';
import { eventually } from './support';

const { omar, layla, khalid, sara, yousef } = demoUsers;
const { call } = entriesTestbed();

async function registration(creator: DemoUser = omar, partner: DemoUser = layla) {
  const [tournamentId, teamId] = await Promise.all([tournament(12), confirmedTeam(creator, partner)]);
  const { status, body } = await call('POST', '/api/tournament-registrations', creator, {
    tournamentId,
    teamId,
    tier: 'Silver',
    level: 'C',
  });
  expect(status).toBe(201);
  return { id: body.registration.id as string, tournamentId, teamId };
}

describe('POST /api/tournament-registrations', () => {
  it("when a member registers their team, then 201 with the creator's flag set and the partner's not", async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(12), confirmedTeam(omar, layla)]);

    const { status, body } = await call('POST', '/api/tournament-registrations', layla, {
      tournamentId,
      teamId,
      tier: 'Silver',
      level: 'C',
    });

    expect(status).toBe(201);
    expect(LegacyRegistrationResponseSchema.parse(body)).toEqual({
      message: 'Registration initiated',
      code: 'REGISTRATION_INITIATED',
      registration: {
        id: expect.any(String),
        tournamentId,
        teamId,
        tier: 'silver',
        level: 'C',
        player1Confirmed: false,
        player2Confirmed: true,
      },
    });
  });

  it('when the same team registers again, or through the newer route, then 409 (one entry per team per tournament)', async () => {
    const { tournamentId, teamId } = await registration();

    expect((await call('POST', '/api/tournament-registrations', layla, { tournamentId, teamId, level: 'C' })).status).toBe(409);
    expect((await call('POST', '/api/tournament-entries', layla, { tournament_id: tournamentId, team_id: teamId })).status).toBe(409);
  });

  it('when the entry window has closed, then 409 as on the newer route', async () => {
    const closedWindow = { entry_close_at: new Date(Date.now() - 60_000) };
    const [tournamentId, teamId] = await Promise.all([tournament(4, closedWindow), confirmedTeam(omar, layla)]);

    expect(await call('POST', '/api/tournament-registrations', layla, { tournamentId, teamId, level: 'C' })).toEqual({
      status: 409,
      body: { error: 'Entries for this tournament have closed', code: 'ENTRIES_CLOSED' },
    });
  });

  it("when tier and level are left out, then the registration has the tournament's", async () => {
    const [tournamentId, teamId] = await Promise.all([
      tournament(12, { category: 'bronze', tier: 'bronze', level: 'D' }),
      confirmedTeam(omar, layla),
    ]);

    const { status, body } = await call('POST', '/api/tournament-registrations', omar, { tournamentId, teamId });

    expect(status).toBe(201);
    expect(body.registration).toMatchObject({ tournamentId, tier: 'bronze', level: 'D' });
    expect(await EntryModel.findById(body.registration.id).lean()).toMatchObject({ category: 'bronze', level: 'D' });
  });

  it.each(['Major', 'major', 'Gold'])(
    'when a Major is registered with tier %s, then 201 with tier major and the entry in gold',
    async (tier) => {
      const major = { category: 'gold' as const, tier: 'major' as const, level: 'C' as const };
      const [tournamentId, teamId] = await Promise.all([tournament(12, major), confirmedTeam(omar, layla)]);

      const { status, body } = await call('POST', '/api/tournament-registrations', omar, { tournamentId, teamId, tier, level: 'C' });

      expect(status).toBe(201);
      expect(body.registration).toMatchObject({ tournamentId, tier: 'major', level: 'C' });
      expect(await EntryModel.findById(body.registration.id).lean()).toMatchObject({ category: 'gold', level: 'C' });
    },
  );

  it("when the tier or level sent is not the tournament's, then 409 with the new codes and nothing is stored", async () => {
    const major = { category: 'gold' as const, tier: 'major' as const, level: 'C' as const };
    const [tournamentId, teamId] = await Promise.all([tournament(12, major), confirmedTeam(omar, layla)]);

    const bronze = await call('POST', '/api/tournament-registrations', omar, { tournamentId, teamId, tier: 'Bronze', level: 'C' });
    const levelD = await call('POST', '/api/tournament-registrations', omar, { tournamentId, teamId, tier: 'Major', level: 'D' });

    expect(bronze).toMatchObject({ status: 409, body: { code: 'ENTRY_TIER_DIFFERS' } });
    expect(levelD).toMatchObject({ status: 409, body: { code: 'ENTRY_LEVEL_DIFFERS', params: { level: 'C' } } });
    expect(await EntryModel.countDocuments({ tournament_id: tournamentId })).toBe(0);
  });

  it('when the team is missing, or the level or tier is not one of the form, then 400 with the dialog messages', async () => {
    expect(await call('POST', '/api/tournament-registrations', omar, { tournamentId: 'x', teamId: 'y', level: 'E' })).toMatchObject({
      status: 400,
      body: { error: 'level: Please select a level' },
    });
    expect(await call('POST', '/api/tournament-registrations', omar, { tournamentId: 'x', teamId: 'y', tier: 'Platinum' })).toMatchObject({
      status: 400,
      body: { error: 'tier: Must be major, gold, silver or bronze' },
    });
    expect(await call('POST', '/api/tournament-registrations', omar, { tournamentId: 'x', level: 'D' })).toMatchObject({
      status: 400,
      body: { error: 'teamId: Please select a team' },
    });
  });

  it('when the caller is not on the team, then 403; without a token, 401', async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(12), confirmedTeam(khalid, sara)]);

    expect((await call('POST', '/api/tournament-registrations', yousef, { tournamentId, teamId, level: 'C' })).status).toBe(403);
    expect((await call('POST', '/api/tournament-registrations', undefined, { tournamentId, teamId, level: 'C' })).status).toBe(401);
  });
});

describe('GET /api/tournament-registrations', () => {
  it("when the caller's teams have registrations, then they are listed in the older form with their tournament's tier (major for a Major), and entries made by the newer route too", async () => {
    const older = await registration(omar, layla);
    const major = { category: 'gold' as const, tier: 'major' as const, level: 'C' as const };
    const [tournamentId, teamId] = await Promise.all([tournament(15, major), confirmedTeam(khalid, layla)]);
    const newer = await call('POST', '/api/tournament-entries', layla, {
      tournament_id: tournamentId,
      team_id: teamId,
      category: 'gold',
      level: 'C',
    });

    const { status, body } = await call('GET', '/api/tournament-registrations', layla);

    expect(status).toBe(200);
    expect(LegacyRegistrationListSchema.parse(body)).toEqual([
      { id: newer.body.entry.id, tournamentId, teamId, tier: 'major', level: 'C', player1Confirmed: false, player2Confirmed: true },
      expect.objectContaining({ id: older.id, tier: 'silver', player1Confirmed: true, player2Confirmed: false }),
    ]);
  });

  it("when other players' teams have registrations, then the caller sees none; without a token, 401", async () => {
    await registration(khalid, sara);

    expect(await call('GET', '/api/tournament-registrations', yousef)).toEqual({ status: 200, body: [] });
    expect((await call('GET', '/api/tournament-registrations')).status).toBe(401);
  });
});

describe('GET /api/tournament-registrations paged', () => {
  let newestFirst: string[];

  beforeEach(async () => {
    // Yousef's 103 entries, each of a team and tournament of its own: every tenth withdrawn (11), so 92 are listed.
    const docs = await EntryModel.insertMany(
      Array.from({ length: 103 }, (_, index) => ({
        tournament_id: `t-${index}`,
        team_id: `team-${index}`,
        player1: index % 2 === 0 ? yousef.id : sara.id,
        player2: index % 2 === 0 ? sara.id : yousef.id,
        created_by: yousef.id,
        status: index % 10 === 0 ? 'withdrawn' : 'pending_both',
        entry_key: `registrations-paged-${index}-${Math.random()}`,
      })),
    );
    await EntryModel.insertMany(
      [0, 1].map((index) => ({
        tournament_id: `other-${index}`,
        team_id: `other-team-${index}`,
        player1: khalid.id,
        player2: layla.id,
        created_by: khalid.id,
        entry_key: `registrations-other-${index}-${Math.random()}`,
      })),
    );
    newestFirst = docs
      .filter((_, index) => index % 10 !== 0)
      .map((doc) => String(doc._id))
      .reverse();
  });

  it("when a page is asked for, then 20 registrations come newest first, withdrawn ones left out, with the total of the caller's", async () => {
    const { status, body } = await call('GET', '/api/tournament-registrations?page=1', yousef);

    expect(status).toBe(200);
    const page = LegacyRegistrationPageSchema.parse(body);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 92 });
    expect(page.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
  });

  it('when the last page is asked for, then the oldest come; without a parameter the older form is the newest 100 entries less the withdrawn', async () => {
    const { body } = await call('GET', '/api/tournament-registrations?page=5&limit=20', yousef);
    const older = await call('GET', '/api/tournament-registrations', yousef);

    expect(body.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(80));
    expect(LegacyRegistrationListSchema.parse(older.body).length).toBeLessThanOrEqual(100);
  });

  it.each([
    ['limit=101', 'limit', 'Must be from 1 to 100'],
    ['page=0', 'page', 'Must be 1 or more'],
  ])('when the query is %s, then 400 VALIDATION_FAILED naming %s', async (query, field, message) => {
    const { status, body } = await call('GET', `/api/tournament-registrations?${query}`, yousef);

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: field, message }] });
  });
});

describe('PATCH /api/tournament-registrations/:id/confirm', () => {
  const { heard } = entryConfirmedListener('registrations');

  it('when the partner confirms for themself, then both flags are set, the entry is confirmed and entry-confirmed leaves the outbox', async () => {
    const { id } = await registration(omar, layla);

    const { status, body } = await call('PATCH', `/api/tournament-registrations/${id}/confirm`, layla, { playerId: layla.id });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Registration confirmed',
      code: 'REGISTRATION_CONFIRMED',
      registration: { id, player1Confirmed: true, player2Confirmed: true },
    });
    expect((await EntryModel.findById(id).lean())?.status).toBe('confirmed');
    await eventually(async () => ((await EntryModel.findById(id).lean())?.outbox.length ?? 1) === 0);
    await eventually(async () => heard.some((event) => event.data.entryId === id));
  });

  it('when the playerId is not the caller, then 403', async () => {
    const { id } = await registration(omar, layla);

    expect(await call('PATCH', `/api/tournament-registrations/${id}/confirm`, layla, { playerId: omar.id })).toEqual({
      status: 403,
      body: { error: 'You can only confirm for yourself', code: 'CONFIRM_ONLY_FOR_YOURSELF' },
    });
  });

  it('when a player who is not on the team confirms for themself, then 403', async () => {
    const { id } = await registration(omar, layla);

    expect(await call('PATCH', `/api/tournament-registrations/${id}/confirm`, khalid, { playerId: khalid.id })).toEqual({
      status: 403,
      body: { error: 'You are not a member of this team', code: 'NOT_TEAM_MEMBER' },
    });
  });

  it("when a member's flag is set already, then 409", async () => {
    const { id } = await registration(omar, layla);

    expect(await call('PATCH', `/api/tournament-registrations/${id}/confirm`, omar, { playerId: omar.id })).toEqual({
      status: 409,
      body: { error: 'You have already confirmed this registration', code: 'REGISTRATION_ALREADY_CONFIRMED' },
    });
  });

  it('when the playerId is missing, the id unknown, or no token is sent, then 400, 404, 401', async () => {
    const { id } = await registration(omar, layla);

    expect(await call('PATCH', `/api/tournament-registrations/${id}/confirm`, layla, {})).toMatchObject({
      status: 400,
      body: { error: 'playerId: Missing tournament or player information' },
    });
    const unknown = new mongoose.Types.ObjectId().toString();
    expect((await call('PATCH', `/api/tournament-registrations/${unknown}/confirm`, layla, { playerId: layla.id })).status).toBe(404);
    expect((await call('PATCH', `/api/tournament-registrations/${id}/confirm`, undefined, { playerId: layla.id })).status).toBe(401);
  });
});
