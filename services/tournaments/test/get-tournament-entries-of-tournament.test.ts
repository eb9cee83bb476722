import { TournamentEntryListSchema, TournamentEntriesPageSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { confirmedTeam, entriesTestbed, tournament } from './entries-support';

const { noura, omar, layla, khalid, sara, admin } = demoUsers;
const { call } = entriesTestbed();

/** A tournament organised by Noura with two entries: Omar & Layla (confirmed by both), then Khalid & Sara (pending). */
async function tournamentWithEntries(): Promise<{ tournamentId: string; firstTeam: string; secondTeam: string }> {
  const [tournamentId, firstTeam, secondTeam] = await Promise.all([
    tournament(10, { organizer_id: noura.id }),
    confirmedTeam(omar, layla),
    confirmedTeam(khalid, sara),
  ]);
  const first = await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: firstTeam, level: 'C' });
  await call('PATCH', `/api/tournament-entries/${first.body.entry.id}/confirm`, layla);
  await call('POST', '/api/tournament-entries', sara, { tournament_id: tournamentId, team_id: secondTeam });
  return { tournamentId, firstTeam, secondTeam };
}

describe('GET /api/tournaments/:id/entries', () => {
  it('when the organizer asks, then every entry is listed in entry order with its team and status', async () => {
    const { tournamentId, firstTeam, secondTeam } = await tournamentWithEntries();

    const { status, body } = await call('GET', `/api/tournaments/${tournamentId}/entries`, noura);

    expect(status).toBe(200);
    const entries = TournamentEntryListSchema.parse(body);
    expect(entries.map((entry) => [entry.team_id, entry.status])).toEqual([
      [firstTeam, 'confirmed'],
      [secondTeam, 'pending_both'],
    ]);
    expect(entries[0]).toMatchObject({
      level: 'C',
      tournament: { id: tournamentId },
      team: { player1_profile: { full_name: omar.fullName }, player2_profile: { full_name: layla.fullName } },
    });
  });

  it('when an admin asks, then the entries are listed too', async () => {
    const { tournamentId } = await tournamentWithEntries();

    const { status, body } = await call('GET', `/api/tournaments/${tournamentId}/entries`, admin);

    expect(status).toBe(200);
    expect(body).toHaveLength(2);
  });

  it('when a player asks, even one whose team entered, then 403', async () => {
    const { tournamentId } = await tournamentWithEntries();

    expect(await call('GET', `/api/tournaments/${tournamentId}/entries`, omar)).toEqual({
      status: 403,
      body: { error: 'Only the organizer can see the entries of this tournament', code: 'ONLY_ORGANIZER_SEES_ENTRIES' },
    });
  });

  it('when the tournament has no organizer (a league tournament), then only an admin may see its entries', async () => {
    const tournamentId = await tournament(10);

    expect((await call('GET', `/api/tournaments/${tournamentId}/entries`, noura)).status).toBe(403);
    expect(await call('GET', `/api/tournaments/${tournamentId}/entries`, admin)).toEqual({ status: 200, body: [] });
  });

  it("when the tournament is unknown, malformed or someone else's draft, then 404", async () => {
    const othersDraft = await tournament(10, { status: 'draft', organizer_id: '6b0f7c9e-1d2a-4f3b-9c1e-00000000beef' });

    expect(await call('GET', '/api/tournaments/64b000000000000000000000/entries', noura)).toEqual({
      status: 404,
      body: { error: 'Tournament not found', code: 'TOURNAMENT_NOT_FOUND' },
    });
    expect((await call('GET', '/api/tournaments/not-an-id/entries', noura)).status).toBe(404);
    expect((await call('GET', `/api/tournaments/${othersDraft}/entries`, noura)).status).toBe(404);
  });

  it('when no token is sent, then 401', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id });

    expect(await call('GET', `/api/tournaments/${tournamentId}/entries`)).toEqual({
      status: 401,
      body: { error: 'Not authenticated', code: 'UNAUTHORIZED' },
    });
  });

  describe('paged', () => {
    let tournamentId: string;
    let entryOrder: string[];

    beforeEach(async () => {
      // 101 entries of Noura's tournament (every third confirmed, one withdrawn), and 3 of another tournament of hers.
      const [own, other] = await Promise.all([tournament(10, { organizer_id: noura.id }), tournament(10, { organizer_id: noura.id })]);
      tournamentId = own;
      const entry = (tournament_id: string, index: number) => ({
        tournament_id,
        team_id: `team-${index}`,
        player1: omar.id,
        player2: layla.id,
        created_by: omar.id,
        status: index === 4 ? 'withdrawn' : index % 3 === 0 ? 'confirmed' : 'pending_both',
        entry_key: `${tournament_id}|paged-${index}`,
      });
      const docs = await EntryModel.insertMany(Array.from({ length: 101 }, (_, index) => entry(own, index)));
      await EntryModel.insertMany([0, 1, 2].map((index) => entry(other, index)));
      entryOrder = docs.map((doc) => String(doc._id));
    });

    it('when a page is asked for, then 20 entries in entry order come with the total and the counts of the whole tournament', async () => {
      const { status, body } = await call('GET', `/api/tournaments/${tournamentId}/entries?page=1`, noura);

      expect(status).toBe(200);
      const page = TournamentEntriesPageSchema.parse(body);
      expect(page).toMatchObject({ page: 1, limit: 20, total: 101, entry_counts: { total: 100, confirmed: 34 } });
      expect(page.items.map((item) => item.id)).toEqual(entryOrder.slice(0, 20));
      expect(page.items.every((item) => item.tournament_id === tournamentId)).toBe(true);
    });

    it('when the last page is asked for, then the last entry made comes alone', async () => {
      const { body } = await call('GET', `/api/tournaments/${tournamentId}/entries?page=6&limit=20`, noura);

      expect(body.items.map((item: { id: string }) => item.id)).toEqual(entryOrder.slice(100));
      expect(body.total).toBe(101);
    });

    it('when limit is 100, then 100 come; without a parameter the older form is an array of the same 100', async () => {
      const { body } = await call('GET', `/api/tournaments/${tournamentId}/entries?limit=100`, noura);
      const older = await call('GET', `/api/tournaments/${tournamentId}/entries`, noura);

      expect(body.items.map((item: { id: string }) => item.id)).toEqual(entryOrder.slice(0, 100));
      expect(TournamentEntryListSchema.parse(older.body)).toEqual(body.items);
    });

    it.each([
      ['limit=101', 'limit', 'Must be from 1 to 100'],
      ['page=0', 'page', 'Must be 1 or more'],
      ['limit=many', 'limit', 'Must be a whole number'],
    ])('when the query is %s, then 400 VALIDATION_FAILED naming %s', async (query, field, message) => {
      const { status, body } = await call('GET', `/api/tournaments/${tournamentId}/entries?${query}`, noura);

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: field, message }] });
    });

    it('when a player asks for a page, then 403 as for the older form', async () => {
      expect((await call('GET', `/api/tournaments/${tournamentId}/entries?page=1`, omar)).status).toBe(403);
    });
  });
});
