import { drawTestbed, enterTeam, noura, omar, tournamentWithTeams } from './draw-support';

const { call, draw, points } = drawTestbed();
const NEXT = '/api/tournament-entries/me/next-match';

/** Omar's team (with a fresh partner) entered and confirmed in the tournament. */
const enterOmar = (tournamentId: string): Promise<string> => enterTeam(tournamentId, 1, 'confirmed', omar.id);

describe('GET /api/tournament-entries/me/next-match', () => {
  it("when the player's team has a scheduled match with a court and a time, then it is the next match, with its side", async () => {
    const tournamentId = await tournamentWithTeams(0);
    const teamId = await enterOmar(tournamentId);
    await enterTeam(tournamentId, 2);
    await draw(tournamentId);
    const at = '2001-01-01T16:00:00.000Z';
    await call('PUT', `/api/tournaments/${tournamentId}/schedule`, noura, { matches: [{ match_id: 'R1-M1', court: '4', starts_at: at }] });

    const { status, body } = await call('GET', NEXT, omar);

    expect(status).toBe(200);
    const side = body.next.side as 'team1' | 'team2';
    expect(body.next).toMatchObject({ tournament_id: tournamentId, match: { id: 'R1-M1', court: '4', starts_at: at } });
    expect(body.next.match[side].team_id).toBe(teamId);
  });

  it('when a match of the player is live, then it comes before any scheduled one', async () => {
    const tournamentId = await tournamentWithTeams(0);
    await enterOmar(tournamentId);
    await enterTeam(tournamentId, 2);
    await draw(tournamentId);
    await points(tournamentId, 'R1-M1', 'team1', 1, 0);

    const { body } = await call('GET', NEXT, omar);

    expect(body.next).toMatchObject({ tournament_id: tournamentId, match: { id: 'R1-M1', status: 'live' } });
  });

  it('without a token, then 401', async () => {
    expect((await call('GET', NEXT)).status).toBe(401);
  });
});
