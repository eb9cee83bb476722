import mongoose from 'mongoose';
import { admin, drawTestbed, matchIn, noura, omar, tournamentWithTeams } from './draw-support';

const { call, draw, points, currentDraw } = drawTestbed();

const scheduleUrl = (tournamentId: string) => `/api/tournaments/${tournamentId}/schedule`;
const FOUR = '2026-12-01T16:00:00.000Z';
const FIVE = '2026-12-01T17:00:00.000Z';

describe('PUT /api/tournaments/:id/schedule', () => {
  it('when a whole round gets courts and start times, then every match shows them and the public draw too', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);

    const { status, body } = await call('PUT', scheduleUrl(tournamentId), noura, {
      matches: [
        { match_id: 'R1-M1', court: 'Court 1', starts_at: FOUR },
        { match_id: 'R1-M2', court: 'Court 2', starts_at: FOUR },
        { match_id: 'R2-M1', court: 'Court 1', starts_at: FIVE },
      ],
    });

    expect(status).toBe(200);
    expect(body.matches.map((match: { id: string; court: string }) => [match.id, match.court])).toEqual([
      ['R1-M1', 'Court 1'],
      ['R1-M2', 'Court 2'],
      ['R2-M1', 'Court 1'],
    ]);
    const after = (await call('GET', `/api/tournaments/${tournamentId}`)).body.draw;
    expect(matchIn(after, 'R1-M2')).toMatchObject({ court: 'Court 2', starts_at: FOUR, version: 1 });
    expect(matchIn(after, 'R2-M1')).toMatchObject({ court: 'Court 1', starts_at: FIVE });
  });

  it('when two matches of the request share a court at the same time, then 409 COURT_DOUBLE_BOOKED and nothing changes', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);

    const { status, body } = await call('PUT', scheduleUrl(tournamentId), noura, {
      matches: [
        { match_id: 'R1-M1', court: 'Court 1', starts_at: FOUR },
        { match_id: 'R1-M2', court: 'Court 1', starts_at: FOUR },
      ],
    });

    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'COURT_DOUBLE_BOOKED', error: 'Court 1 already has a match at that time' });
    const after = await currentDraw(tournamentId);
    expect([matchIn(after, 'R1-M1').court, matchIn(after, 'R1-M2').court]).toEqual([null, null]);
  });

  it('when a match takes a court already used at that time by a match scheduled before, then 409', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);
    expect(
      (await call('PUT', scheduleUrl(tournamentId), noura, { matches: [{ match_id: 'R1-M1', court: 'Court 3', starts_at: FOUR }] })).status,
    ).toBe(200);

    const { status, body } = await call('PUT', scheduleUrl(tournamentId), noura, {
      matches: [{ match_id: 'R1-M2', court: 'Court 3', starts_at: FOUR }],
    });

    expect(status).toBe(409);
    expect(body.code).toBe('COURT_DOUBLE_BOOKED');
  });

  it('when a match is moved away from a court in the same request, then its old place may be taken', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);
    await call('PUT', scheduleUrl(tournamentId), noura, { matches: [{ match_id: 'R1-M1', court: 'Court 1', starts_at: FOUR }] });

    const { status } = await call('PUT', scheduleUrl(tournamentId), noura, {
      matches: [
        { match_id: 'R1-M1', court: 'Court 2', starts_at: FOUR },
        { match_id: 'R1-M2', court: 'Court 1', starts_at: FOUR },
      ],
    });

    expect(status).toBe(200);
  });

  it('when one team would play two matches at the same time, then 409 TEAM_DOUBLE_BOOKED naming the team', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);
    // R1-M1 won by its first team: that team is in the final, R2-M1, too.
    await points(tournamentId, 'R1-M1', 'team1', 24, 0);
    const winner = matchIn(await currentDraw(tournamentId), 'R2-M1').team1?.name;

    const { status, body } = await call('PUT', scheduleUrl(tournamentId), noura, {
      matches: [
        { match_id: 'R1-M1', court: 'Court 1', starts_at: FOUR },
        { match_id: 'R2-M1', court: 'Court 2', starts_at: FOUR },
      ],
    });

    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'TEAM_DOUBLE_BOOKED', params: { team: winner } });
    expect(body.error).toBe(`${winner} already plays another match at that time`);
  });

  it('when a later-round match with teams not known yet shares a start time with a first-round match, then it is accepted', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);

    const { status } = await call('PUT', scheduleUrl(tournamentId), noura, {
      matches: [
        { match_id: 'R1-M1', court: 'Court 1', starts_at: FOUR },
        { match_id: 'R2-M1', court: 'Court 2', starts_at: FOUR },
      ],
    });

    expect(status).toBe(200);
  });

  it('when bad input is sent, then 400 and nothing changes', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);

    const answers = await Promise.all([
      call('PUT', scheduleUrl(tournamentId), noura, { matches: [] }),
      call('PUT', scheduleUrl(tournamentId), noura, { matches: [{ match_id: 'R1-M1', court: 'A', starts_at: 'tomorrow' }] }),
      call('PUT', scheduleUrl(tournamentId), noura, {
        matches: [
          { match_id: 'R1-M1', court: 'A', starts_at: FOUR },
          { match_id: 'R1-M1', court: 'B', starts_at: FIVE },
        ],
      }),
      call('PUT', scheduleUrl(tournamentId), noura, { matches: [{ match_id: 'R1-M1', court: '', starts_at: FOUR }] }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(matchIn(await currentDraw(tournamentId), 'R1-M1').court).toBeNull();
  });

  it('when one match of the request does not exist, then 404 MATCH_NOT_FOUND and nothing changes', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);

    const { status, body } = await call('PUT', scheduleUrl(tournamentId), noura, {
      matches: [
        { match_id: 'R1-M1', court: 'Court 1', starts_at: FOUR },
        { match_id: 'R9-M9', court: 'Court 2', starts_at: FOUR },
      ],
    });

    expect([status, body.code]).toEqual([404, 'MATCH_NOT_FOUND']);
    expect(matchIn(await currentDraw(tournamentId), 'R1-M1').court).toBeNull();
  });

  it('when another player schedules a tournament not theirs, then 403; without a token 401; unknown tournament 404', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);
    const body = { matches: [{ match_id: 'R1-M1', court: 'A', starts_at: FOUR }] };

    expect((await call('PUT', scheduleUrl(tournamentId), omar, body)).status).toBe(403);
    expect((await call('PUT', scheduleUrl(tournamentId), undefined, body)).status).toBe(401);
    expect((await call('PUT', scheduleUrl(new mongoose.Types.ObjectId().toString()), noura, body)).status).toBe(404);
  });

  it("when an admin schedules another organizer's tournament, then 200 and the matches show it", async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);

    const { status, body } = await call('PUT', scheduleUrl(tournamentId), admin, {
      matches: [{ match_id: 'R1-M1', court: 'Court 3', starts_at: FOUR }],
    });

    expect(status).toBe(200);
    expect(body.matches).toEqual([expect.objectContaining({ id: 'R1-M1', court: 'Court 3', starts_at: FOUR })]);
  });
});
