import { TournamentEntryListSchema, TournamentEntryPageSchema } from '@padel/contracts';
import { EntryModel } from '../src/data-access/entry-model';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { confirmedTeam, entriesTestbed, tournament } from './entries-support';

const { omar, layla, khalid, sara, yousef, noura } = demoUsers;
const { call } = entriesTestbed();

describe('GET /api/tournament-entries/me', () => {
  it("when the caller's teams have entries, then all of them are listed (newest first) with tournament and team embedded", async () => {
    const [first, second, withLayla, withKhalid] = await Promise.all([
      tournament(10),
      tournament(20),
      confirmedTeam(omar, layla),
      confirmedTeam(khalid, omar),
    ]);
    const older = await call('POST', '/api/tournament-entries', layla, { tournament_id: first, team_id: withLayla });
    const newer = await call('POST', '/api/tournament-entries', khalid, { tournament_id: second, team_id: withKhalid });

    const { status, body } = await call('GET', '/api/tournament-entries/me', omar);

    expect(status).toBe(200);
    expect(TournamentEntryListSchema.parse(body)).toEqual([
      expect.objectContaining({
        id: newer.body.entry.id,
        team: expect.objectContaining({ id: withKhalid }),
        tournament: expect.objectContaining({ id: second }),
      }),
      expect.objectContaining({
        id: older.body.entry.id,
        team: expect.objectContaining({ id: withLayla }),
        tournament: expect.objectContaining({ id: first }),
      }),
    ]);
  });

  it("when other players' teams have entries, then the caller sees none of them", async () => {
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(khalid, sara)]);
    await call('POST', '/api/tournament-entries', sara, { tournament_id: tournamentId, team_id: teamId });

    expect(await call('GET', '/api/tournament-entries/me', yousef)).toEqual({ status: 200, body: [] });
  });

  it('when no token is sent, then 401', async () => {
    expect(await call('GET', '/api/tournament-entries/me')).toEqual({
      status: 401,
      body: { error: 'Not authenticated', code: 'UNAUTHORIZED' },
    });
  });

  describe('paged', () => {
    let newestFirst: string[];

    beforeEach(async () => {
      // Noura's 101 entries, each of a team and tournament of its own (the testbed removes every entry before each test).
      const docs = await EntryModel.insertMany(
        Array.from({ length: 101 }, (_, index) => ({
          tournament_id: `t-${index}`,
          team_id: `team-${index}`,
          player1: noura.id,
          player2: khalid.id,
          created_by: noura.id,
          entry_key: `paged-${index}-${Math.random()}`,
        })),
      );
      newestFirst = docs.map((doc) => String(doc._id)).reverse();
    });

    it('when a page is asked for, then 20 newest first come with the total', async () => {
      const { status, body } = await call('GET', '/api/tournament-entries/me?page=1', noura);

      expect(status).toBe(200);
      const page = TournamentEntryPageSchema.parse(body);
      expect(page).toMatchObject({ page: 1, limit: 20, total: 101 });
      expect(page.items.map((entry) => entry.id)).toEqual(newestFirst.slice(0, 20));
    });

    it('when the last page is asked for, then the oldest entry comes', async () => {
      const { body } = await call('GET', '/api/tournament-entries/me?page=6&limit=20', noura);

      expect(body.items.map((entry: { id: string }) => entry.id)).toEqual(newestFirst.slice(100));
    });

    it('when limit is 100, then 100 come; without a parameter the older form is an array of the same 100', async () => {
      const { body } = await call('GET', '/api/tournament-entries/me?limit=100', noura);
      const older = await call('GET', '/api/tournament-entries/me', noura);

      expect(body.items.map((entry: { id: string }) => entry.id)).toEqual(newestFirst.slice(0, 100));
      expect(TournamentEntryListSchema.parse(older.body)).toEqual(body.items);
    });

    it.each([
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['limit=many', 'limit'],
    ])('when the query is %s, then 400 VALIDATION_FAILED naming %s', async (query, field) => {
      const { status, body } = await call('GET', `/api/tournament-entries/me?${query}`, noura);

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: field }] });
    });
  });
});
