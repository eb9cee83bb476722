import mongoose from 'mongoose';
import { MatchResponseSchema } from '@padel/contracts';
import { TournamentModel } from '../src/data-access/tournament-model';
import { admin, drawTestbed, noura, omar, playableMatch, tournamentWithTeams } from './draw-support';
import { testId } from './support';

const { call, callWith, draw, point, points } = drawTestbed();

async function drawnMatch(level: 'C' | 'D' = 'D') {
  const tournamentId = await tournamentWithTeams(2, { level });
  const made = await draw(tournamentId);
  return { tournamentId, matchId: playableMatch(made).id };
}

const pointsUrl = (tournamentId: string, matchId: string) => `/api/tournaments/${tournamentId}/matches/${matchId}/points`;

describe('POST /api/tournaments/:id/matches/:matchId/points', () => {
  it('when the first point is scored, then the match is live at 15-0 and its version is 1', async () => {
    const { tournamentId, matchId } = await drawnMatch();

    const { status, body } = await point(tournamentId, matchId, 'team1', 0);

    expect(status).toBe(200);
    expect(MatchResponseSchema.parse(body).match).toMatchObject({
      id: matchId,
      status: 'live',
      version: 1,
      winner: null,
      score: { sets: [{ team1: 0, team2: 0 }], game: { team1: '15', team2: '0', tiebreak: false } },
    });
    expect((await TournamentModel.findById(tournamentId).lean())?.progress).toMatchObject({ started: true });
  });

  it('when both teams reach 40 and one wins a point, then it is Adv, back to 40-40, then the game goes on to the set', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await points(tournamentId, matchId, 'team1', 3, 0);
    await points(tournamentId, matchId, 'team2', 3, 3);

    expect((await point(tournamentId, matchId, 'team2', 6)).body.match.score.game).toEqual({ team1: '', team2: 'Adv', tiebreak: false });
    expect((await point(tournamentId, matchId, 'team1', 7)).body.match.score.game).toEqual({ team1: '40', team2: '40', tiebreak: false });
    await point(tournamentId, matchId, 'team1', 8);
    const { body } = await point(tournamentId, matchId, 'team1', 9);

    expect(body.match.score).toMatchObject({ sets: [{ team1: 1, team2: 0 }], game: { team1: '0', team2: '0', tiebreak: false } });
  });

  it('when the deciding point is scored (level D: one set 6-0), then the match is completed with its winner', async () => {
    const { tournamentId, matchId } = await drawnMatch();

    const { body } = await points(tournamentId, matchId, 'team2', 24, 0);

    expect(body.match).toMatchObject({
      status: 'completed',
      winner: 'team2',
      version: 24,
      score: { sets: [{ team1: 0, team2: 6 }], game: null },
    });
  });

  it('when the match is completed, then another point is 409', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await points(tournamentId, matchId, 'team1', 24, 0);

    expect(await point(tournamentId, matchId, 'team1', 24)).toEqual({
      status: 409,
      body: { error: 'This match is completed: correct it with its final score', code: 'MATCH_COMPLETED_USE_FINAL_SCORE' },
    });
  });

  it('when two organizers score the same version at once, then exactly one point counts and the other is 409', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await point(tournamentId, matchId, 'team1', 0);

    const answers = await Promise.all([
      call('POST', pointsUrl(tournamentId, matchId), noura, { team: 'team1', version: 1 }),
      call('POST', pointsUrl(tournamentId, matchId), admin, { team: 'team2', version: 1 }),
      call('POST', pointsUrl(tournamentId, matchId), noura, { team: 'team2', version: 1 }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual([
      { error: 'The score has changed: refresh and try again', code: 'SCORE_CHANGED' },
      { error: 'The score has changed: refresh and try again', code: 'SCORE_CHANGED' },
    ]);
    const winner = answers.find((answer) => answer.status === 200)?.body.match;
    const { body } = await point(tournamentId, matchId, 'team1', 2);
    expect(body.match.version).toBe(3);
    const expected = winner.score.game.team1 === '30' ? { team1: '40', team2: '0' } : { team1: '30', team2: '15' };
    expect(body.match.score.game).toMatchObject(expected);
  });

  it('when a request is repeated with the same Idempotency-Key, then the point counts once and both answers are 200', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    const key = `point-${testId()}`;

    const first = await callWith('POST', pointsUrl(tournamentId, matchId), noura, { team: 'team2', version: 0 }, key);
    const again = await callWith('POST', pointsUrl(tournamentId, matchId), noura, { team: 'team2', version: 0 }, key);
    const [together1, together2] = await Promise.all(
      [1, 2].map(() => callWith('POST', pointsUrl(tournamentId, matchId), noura, { team: 'team2', version: 1 }, `${key}-2`)),
    );

    expect([first.status, again.status, together1?.status, together2?.status]).toEqual([200, 200, 200, 200]);
    expect(again.body.match).toMatchObject({ version: 1, score: { game: { team1: '0', team2: '15' } } });
    expect(together1?.body.match).toMatchObject({ version: 2, score: { game: { team1: '0', team2: '30' } } });
    expect(together2?.body.match).toMatchObject({ version: 2, score: { game: { team1: '0', team2: '30' } } });
  });

  it('when the version is stale, then 409', async () => {
    const { tournamentId, matchId } = await drawnMatch();
    await point(tournamentId, matchId, 'team1', 0);

    expect((await point(tournamentId, matchId, 'team1', 0)).status).toBe(409);
  });

  it("when a team of the match is not known yet (a later round's match), then 409", async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);

    expect(await call('POST', pointsUrl(tournamentId, 'R2-M1'), noura, { team: 'team1', version: 0 })).toEqual({
      status: 409,
      body: { error: 'Both teams of this match must be known first', code: 'TEAMS_NOT_KNOWN' },
    });
  });

  it('when the body names no team, then 400', async () => {
    const { tournamentId, matchId } = await drawnMatch();

    expect((await call('POST', pointsUrl(tournamentId, matchId), noura, { team: 'team3', version: 0 })).status).toBe(400);
  });

  it('when another player scores, then 403; without a token 401', async () => {
    const { tournamentId, matchId } = await drawnMatch();

    expect(await call('POST', pointsUrl(tournamentId, matchId), omar, { team: 'team1', version: 0 })).toEqual({
      status: 403,
      body: { error: 'Only the organizer can score the matches of this tournament', code: 'ONLY_ORGANIZER_CAN_SCORE' },
    });
    expect((await call('POST', pointsUrl(tournamentId, matchId), undefined, { team: 'team1', version: 0 })).status).toBe(401);
  });

  it('when the tournament or the match is unknown, then 404', async () => {
    const { tournamentId } = await drawnMatch();

    expect((await point(new mongoose.Types.ObjectId().toString(), 'R1-M1', 'team1', 0)).status).toBe(404);
    expect(await point(tournamentId, 'R9-M9', 'team1', 0)).toEqual({
      status: 404,
      body: { error: 'Match not found', code: 'MATCH_NOT_FOUND' },
    });
  });
});
