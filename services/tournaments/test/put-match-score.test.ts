import mongoose from 'mongoose';
import { admin, drawTestbed, matchIn, noura, omar, tournamentWithTeams } from './draw-support';

const { call, draw, point, score, currentDraw } = drawTestbed();

const won = (team1: number, team2: number) => ({ team1, team2 });

/** A drawn 4-team tournament (two semi-finals feeding the final). */
async function semiFinals(level: 'C' | 'D' = 'D') {
  const tournamentId = await tournamentWithTeams(4, { level });
  await draw(tournamentId);
  return tournamentId;
}

describe('PUT /api/tournaments/:id/matches/:matchId/score', () => {
  it('when the sets decide the match, then it is completed with its winner, and the winner moves into the final', async () => {
    const tournamentId = await semiFinals('C');

    const { status, body } = await score(tournamentId, 'R1-M1', {
      outcome: 'completed',
      sets: [won(6, 4), won(3, 6), { ...won(7, 6), tiebreak: won(7, 5) }],
      version: 0,
    });

    expect(status).toBe(200);
    expect(body.match).toMatchObject({ status: 'completed', winner: 'team1', version: 1, score: { game: null } });
    expect(body.match.score.sets).toHaveLength(3);
    const final = matchIn(await currentDraw(tournamentId), 'R2-M1');
    expect(final.team1?.team_id).toBe(body.match.team1.team_id);
    expect(final.team2).toBeNull();
  });

  it.each([
    ['8-6', { outcome: 'completed', sets: [won(8, 6)], version: 0 }],
    ['6-5 as a finished set', { outcome: 'completed', sets: [won(6, 5)], version: 0 }],
    ['a second set in level D', { outcome: 'completed', sets: [won(6, 4), won(6, 2)], version: 0 }],
  ])('when the score is impossible (%s), then 400 with a message', async (_name, body) => {
    const tournamentId = await semiFinals('D');

    const answer = await score(tournamentId, 'R1-M1', body);

    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it('when level C has a third set after 2-0 in sets, then 400', async () => {
    const tournamentId = await semiFinals('C');

    const answer = await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [won(6, 1), won(6, 2), won(6, 3)], version: 0 });

    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it('when a team gives a walkover, then the match ends with the winner and no sets', async () => {
    const tournamentId = await semiFinals();

    const { body } = await score(tournamentId, 'R1-M2', { outcome: 'walkover', winner: 'team2', version: 0 });

    expect(body.match).toMatchObject({ status: 'walkover', winner: 'team2', score: { sets: [], game: null } });
  });

  it('when a team retires, then the match ends with the winner and the sets played; sets that decide the match are 400', async () => {
    const tournamentId = await semiFinals('C');

    const { body } = await score(tournamentId, 'R1-M1', { outcome: 'retired', winner: 'team2', sets: [won(6, 3), won(2, 1)], version: 0 });
    const decided = await score(tournamentId, 'R1-M2', { outcome: 'retired', winner: 'team2', sets: [won(6, 3), won(6, 1)], version: 0 });

    expect(body.match).toMatchObject({ status: 'retired', winner: 'team2', score: { sets: [won(6, 3), won(2, 1)] } });
    expect(decided).toEqual({
      status: 400,
      body: { error: 'These sets decide the match: enter it as completed', code: 'SETS_DECIDE_MATCH' },
    });
  });

  it('when a completed match is corrected and the next match has not started, then the other team moves on (re-flow)', async () => {
    const tournamentId = await semiFinals();
    const first = await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [won(6, 2)], version: 0 });

    const corrected = await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [won(4, 6)], version: 1 });

    expect(corrected.status).toBe(200);
    expect(corrected.body.match).toMatchObject({ winner: 'team2', version: 2 });
    const final = matchIn(await currentDraw(tournamentId), 'R2-M1');
    expect(final.team1?.team_id).toBe(first.body.match.team2.team_id);
  });

  it('when the winner of a match is corrected after the next match started, then 409 naming that match', async () => {
    const tournamentId = await semiFinals();
    await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [won(6, 2)], version: 0 });
    await score(tournamentId, 'R1-M2', { outcome: 'completed', sets: [won(6, 3)], version: 0 });
    await point(tournamentId, 'R2-M1', 'team1', 0);

    expect(await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [won(2, 6)], version: 1 })).toEqual({
      status: 409,
      body: { error: 'Final match R2-M1 has already started', code: 'NEXT_MATCH_STARTED_FINAL', params: { match: 'R2-M1' } },
    });
    // The same winner with other sets is still a correction it accepts.
    expect((await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [won(7, 5)], version: 1 })).status).toBe(200);
  });

  it('when the body has no outcome, then 400', async () => {
    const tournamentId = await semiFinals();

    expect((await score(tournamentId, 'R1-M1', { sets: [won(6, 0)], version: 0 })).status).toBe(400);
  });

  it('when another player enters a score, then 403; without a token 401; unknown ids 404', async () => {
    const tournamentId = await semiFinals();
    const body = { outcome: 'walkover', winner: 'team1', version: 0 };

    expect((await score(tournamentId, 'R1-M1', body, omar)).status).toBe(403);
    expect((await call('PUT', `/api/tournaments/${tournamentId}/matches/R1-M1/score`, undefined, body)).status).toBe(401);
    expect((await score(new mongoose.Types.ObjectId().toString(), 'R1-M1', body, noura)).status).toBe(404);
    expect((await score(tournamentId, 'R7-M1', body, noura)).status).toBe(404);
  });

  it("when an admin enters the score of another organizer's match, then 200 and the match ends by walkover", async () => {
    const tournamentId = await semiFinals();

    const { status, body } = await score(tournamentId, 'R1-M1', { outcome: 'walkover', winner: 'team1', version: 0 }, admin);

    expect(status).toBe(200);
    expect(body.match).toMatchObject({ id: 'R1-M1', status: 'walkover' });
  });
});
