import mongoose from 'mongoose';
import { drawTestbed, noura, omar, playableMatch, tournamentWithTeams } from './draw-support';

const { call, draw, point, points } = drawTestbed();

async function drawnMatch() {
  const tournamentId = await tournamentWithTeams(2);
  const made = await draw(tournamentId);
  return { tournamentId, matchId: playableMatch(made).id };
}

const undoUrl = (tournamentId: string, matchId: string) => `/api/tournaments/${tournamentId}/matches/${matchId}/points/undo`;

describe('POST /api/tournaments/:id/matches/:matchId/points/undo', () => {
  it('when a game was just won, then undo takes its last point back: the game score returns and the version goes on', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await points(tournamentId, matchId, 'team1', 4, 0);

    const { status, body } = await call('POST', undoUrl(tournamentId, matchId), noura, { version: 4 });

    expect(status).toBe(200);
    expect(body.match).toMatchObject({
      status: 'live',
      version: 5,
      score: { sets: [{ team1: 0, team2: 0 }], game: { team1: '40', team2: '0', tiebreak: false } },
    });
  });

  it('when no point was scored, then 409', async () => {
    const { tournamentId, matchId } = await drawnMatch();

    expect(await call('POST', undoUrl(tournamentId, matchId), noura, { version: 0 })).toEqual({
      status: 409,
      body: { error: 'There is no point to undo', code: 'NO_POINT_TO_UNDO' },
    });
  });

  it('when the match is finished, then 409: a finished match is corrected with its final score', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await points(tournamentId, matchId, 'team2', 24, 0);

    expect(await call('POST', undoUrl(tournamentId, matchId), noura, { version: 24 })).toEqual({
      status: 409,
      body: { error: 'This match is completed: correct it with its final score', code: 'MATCH_COMPLETED_USE_FINAL_SCORE' },
    });
  });

  it('when the version is stale, then 409 and nothing is undone', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await points(tournamentId, matchId, 'team1', 2, 0);

    expect((await call('POST', undoUrl(tournamentId, matchId), noura, { version: 1 })).status).toBe(409);
    expect((await point(tournamentId, matchId, 'team1', 2)).body.match.score.game).toMatchObject({ team1: '40' });
  });

  it('when another player undoes, then 403; without a token 401; unknown tournament 404', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await point(tournamentId, matchId, 'team1', 0);

    expect((await call('POST', undoUrl(tournamentId, matchId), omar, { version: 1 })).status).toBe(403);
    expect((await call('POST', undoUrl(tournamentId, matchId), undefined, { version: 1 })).status).toBe(401);
    expect((await call('POST', undoUrl(new mongoose.Types.ObjectId().toString(), matchId), noura, { version: 1 })).status).toBe(404);
  });
});
