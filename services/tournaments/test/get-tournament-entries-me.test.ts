import { TournamentEntryListSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { confirmedTeam, entriesTestbed, tournament } from './entries-support';

const { omar, layla, khalid, sara, yousef } = demoUsers;
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
});
