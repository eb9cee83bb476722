import mongoose from 'mongoose';
import { admin, drawTestbed, matchIn, noura, omar, tournamentWithTeams } from './draw-support';

const { call, draw, point, currentDraw } = drawTestbed();

const matchUrl = (tournamentId: string, matchId: string) => `/api/tournaments/${tournamentId}/matches/${matchId}`;

describe('PATCH /api/tournaments/:id/matches/:matchId', () => {
  it('when a court and a start time are set, then the match shows them and its score is untouched', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);
    await point(tournamentId, 'R1-M1', 'team2', 0);

    const { status, body } = await call('PATCH', matchUrl(tournamentId, 'R1-M1'), noura, {
      court: 'Centre Court',
      starts_at: '2026-12-01T16:00:00.000Z',
    });

    expect(status).toBe(200);
    expect(body.match).toMatchObject({ court: 'Centre Court', starts_at: '2026-12-01T16:00:00.000Z', status: 'live', version: 2 });
    expect(matchIn(await currentDraw(tournamentId), 'R1-M1').score.game).toMatchObject({ team2: '15' });
  });

  it('when a later-round match is scheduled before its teams are known, then it is accepted', async () => {
    const tournamentId = await tournamentWithTeams(3);
    await draw(tournamentId);

    expect((await call('PATCH', matchUrl(tournamentId, 'R2-M1'), noura, { court: 'Court 2' })).body.match).toMatchObject({
      court: 'Court 2',
      status: 'scheduled',
    });
  });

  it('when the court already has a match at that start time, then 409 COURT_DOUBLE_BOOKED and the match stays', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);
    const at = '2026-12-01T16:00:00.000Z';
    await call('PATCH', matchUrl(tournamentId, 'R1-M1'), noura, { court: 'Court 5', starts_at: at });

    const { status, body } = await call('PATCH', matchUrl(tournamentId, 'R1-M2'), noura, { court: 'court 5', starts_at: at });

    expect([status, body.code]).toEqual([409, 'COURT_DOUBLE_BOOKED']);
    expect(matchIn(await currentDraw(tournamentId), 'R1-M2').court).toBeNull();
  });

  it('when nothing is to change, then 400', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);

    expect((await call('PATCH', matchUrl(tournamentId, 'R1-M1'), noura, {})).status).toBe(400);
  });

  it('when another player schedules, then 403; without a token 401; unknown ids 404', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);

    expect((await call('PATCH', matchUrl(tournamentId, 'R1-M1'), omar, { court: 'A' })).status).toBe(403);
    expect((await call('PATCH', matchUrl(tournamentId, 'R1-M1'), undefined, { court: 'A' })).status).toBe(401);
    expect((await call('PATCH', matchUrl(new mongoose.Types.ObjectId().toString(), 'R1-M1'), noura, { court: 'A' })).status).toBe(404);
  });

  it("when an admin schedules a match of another organizer's tournament, then 200", async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);

    const { status, body } = await call('PATCH', matchUrl(tournamentId, 'R1-M1'), admin, { court: 'Court 4' });

    expect(status).toBe(200);
    expect(body.match).toMatchObject({ id: 'R1-M1', court: 'Court 4' });
  });
});
