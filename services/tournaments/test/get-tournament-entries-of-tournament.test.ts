import { TournamentEntryListSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
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
});
