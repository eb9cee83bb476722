import mongoose from 'mongoose';
import { admin, drawTestbed, noura, omar, playableMatch, tournamentWithTeams } from './draw-support';

const { call, draw, point, detail } = drawTestbed();

const drawUrl = (id: string) => `/api/tournaments/${id}/draw`;

describe('DELETE /api/tournaments/:id/draw', () => {
  it('when no match has started, then the draw is removed and can be made again', async () => {
    const tournamentId = await tournamentWithTeams(3);
    await draw(tournamentId);

    expect(await call('DELETE', drawUrl(tournamentId), noura)).toEqual({
      status: 200,
      body: { message: 'The draw has been removed: it can be made again', code: 'DRAW_REMOVED' },
    });
    expect((await detail(tournamentId)).body.draw).toBeNull();
    expect((await call('POST', drawUrl(tournamentId), noura)).status).toBe(201);
  });

  it('when a match has started, then 409 and the draw stays', async () => {
    const tournamentId = await tournamentWithTeams(2);
    const made = await draw(tournamentId);
    await point(tournamentId, playableMatch(made).id, 'team1', 0);

    expect(await call('DELETE', drawUrl(tournamentId), noura)).toEqual({
      status: 409,
      body: { error: 'Matches of this draw have started: it can no longer be redone', code: 'DRAW_STARTED' },
    });
    expect((await detail(tournamentId)).body.draw).not.toBeNull();
  });

  it('when the draw is removed, then a point on its match is 404 (the match is gone)', async () => {
    const tournamentId = await tournamentWithTeams(2);
    const made = await draw(tournamentId);
    await call('DELETE', drawUrl(tournamentId), admin);

    expect((await point(tournamentId, playableMatch(made).id, 'team1', 0)).status).toBe(404);
  });

  it('when the tournament has no draw, then 404', async () => {
    expect(await call('DELETE', drawUrl(await tournamentWithTeams(2)), noura)).toEqual({
      status: 404,
      body: { error: 'This tournament has not been drawn', code: 'NOT_DRAWN' },
    });
  });

  it('when another player asks, then 403; without a token 401; an unknown tournament 404', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);

    expect((await call('DELETE', drawUrl(tournamentId), omar)).status).toBe(403);
    expect((await call('DELETE', drawUrl(tournamentId))).status).toBe(401);
    expect((await call('DELETE', drawUrl(new mongoose.Types.ObjectId().toString()), noura)).status).toBe(404);
  });
});
