import mongoose from 'mongoose';
import { DrawResponseSchema } from '@padel/contracts';
import { EntryModel } from '../src/data-access/entry-model';
import { TournamentModel } from '../src/data-access/tournament-model';
import { admin, drawTestbed, enterTeam, matchesOf, noura, omar, tournamentWithTeams } from './draw-support';
import { tournament } from './entries-support';

const { call, draw } = drawTestbed();

const drawUrl = (id: string) => `/api/tournaments/${id}/draw`;

describe('POST /api/tournaments/:id/draw', () => {
  it('when 5 teams are confirmed, then 201 with a bracket of 8: 3 byes, 4 real matches (1 in round one), every team once', async () => {
    const tournamentId = await tournamentWithTeams(5);

    const { status, body } = await call('POST', drawUrl(tournamentId), noura);

    expect(status).toBe(201);
    const { draw: made, missed_entries } = DrawResponseSchema.parse(body);
    expect(missed_entries).toBe(0);
    expect(made).toMatchObject({ tournament_id: tournamentId, level: 'D', size: 8, team_count: 5, champion: null });
    expect(made.drawn_by).toEqual({ id: noura.id, name: noura.fullName });
    expect(made.rounds.map((round) => [round.label, round.matches.length])).toEqual([
      ['Quarter Finals', 1],
      ['Semi Finals', 2],
      ['Final', 1],
    ]);
    expect(made.byes).toHaveLength(3);
    const [quarterFinal] = made.rounds[0]?.matches ?? [];
    expect(quarterFinal).toMatchObject({ status: 'scheduled', version: 0, winner: null, score: { sets: [], game: null } });
    const playing = [quarterFinal?.team1, quarterFinal?.team2, ...made.byes].map((team) => team?.team_id);
    expect(new Set(playing).size).toBe(5);
    // Teams with a bye are already in the semi-finals.
    const semiTeams = made.rounds[1]?.matches.flatMap((match) => [match.team1, match.team2]).filter(Boolean);
    expect(semiTeams).toHaveLength(3);
    expect(matchesOf(made)).toHaveLength(4);
  });

  it('when entries are still pending, then they are left out, counted and flagged missed_draw, and entries close', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await enterTeam(tournamentId, 3, 'pending_both');

    const { status, body } = await call('POST', drawUrl(tournamentId), noura);

    expect(status).toBe(201);
    expect(body).toMatchObject({ missed_entries: 1, draw: { team_count: 2, size: 2 } });
    const entries = await EntryModel.find({ tournament_id: tournamentId }).lean();
    expect(entries.map((entry) => [entry.status, entry.missed_draw])).toEqual(
      expect.arrayContaining([
        ['confirmed', false],
        ['confirmed', false],
        ['pending_both', true],
      ]),
    );
    const stored = await TournamentModel.findById(tournamentId).lean();
    expect(stored?.entry_close_at?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(stored?.progress).toMatchObject({ drawn: true, started: false, completed: false, current_round: 'final' });
  });

  it('when fewer than 2 entries are confirmed, then 409 with a clear message', async () => {
    const tournamentId = await tournamentWithTeams(1);
    await enterTeam(tournamentId, 2, 'pending_both');

    expect(await call('POST', drawUrl(tournamentId), noura)).toEqual({
      status: 409,
      body: { error: 'At least 2 confirmed teams are needed for the draw', code: 'TOO_FEW_TEAMS' },
    });
  });

  it('when the tournament is drawn already, then 409', async () => {
    const tournamentId = await tournamentWithTeams(3);
    await draw(tournamentId);

    expect(await call('POST', drawUrl(tournamentId), noura)).toEqual({
      status: 409,
      body: { error: 'This tournament has already been drawn', code: 'ALREADY_DRAWN' },
    });
  });

  it('when two draws are requested at once, then one is made (201) and the other is 409', async () => {
    const tournamentId = await tournamentWithTeams(4);

    const answers = await Promise.all([call('POST', drawUrl(tournamentId), noura), call('POST', drawUrl(tournamentId), admin)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('when an admin draws, then 201 and the admin is named as who drew', async () => {
    const tournamentId = await tournamentWithTeams(2);

    const { status, body } = await call('POST', drawUrl(tournamentId), admin);

    expect(status).toBe(201);
    expect(body.draw.drawn_by).toEqual({ id: admin.id, name: admin.fullName });
  });

  it('when another player draws, then 403', async () => {
    const tournamentId = await tournamentWithTeams(2);

    expect(await call('POST', drawUrl(tournamentId), omar)).toEqual({
      status: 403,
      body: { error: 'Only the organizer can draw this tournament', code: 'ONLY_ORGANIZER_CAN_DRAW' },
    });
  });

  it('when no token is sent, then 401', async () => {
    expect((await call('POST', drawUrl(await tournamentWithTeams(2)))).status).toBe(401);
  });

  it('when the tournament is unknown, or a draft of another organizer, then 404', async () => {
    const draft = await tournament(10, { status: 'draft', organizer_id: omar.id });

    expect((await call('POST', drawUrl(new mongoose.Types.ObjectId().toString()), noura)).status).toBe(404);
    expect(await call('POST', drawUrl(draft), noura)).toEqual({
      status: 404,
      body: { error: 'Tournament not found', code: 'TOURNAMENT_NOT_FOUND' },
    });
  });
});
