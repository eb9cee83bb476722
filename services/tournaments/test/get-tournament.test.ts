import mongoose from 'mongoose';
import { TournamentDetailSchema, TournamentListSchema } from '@padel/contracts';
import { addDays, leagueToday } from '../src/domain/display-status';
import { drawTestbed, noura, omar, tournamentWithTeams } from './draw-support';
import { tournament } from './entries-support';

const { call, draw, point, score, detail } = drawTestbed();

const listed = async (id: string) =>
  TournamentListSchema.parse((await call('GET', '/api/tournaments')).body).find((item) => item.id === id);

describe('GET /api/tournaments/:id', () => {
  it('when the tournament is drawn, then anyone sees its details and the draw round by round, with who drew it', async () => {
    const tournamentId = await tournamentWithTeams(3, { start_date: addDays(leagueToday(), 10), end_date: addDays(leagueToday(), 11) });
    await draw(tournamentId);

    const { status, body } = await detail(tournamentId);

    expect(status).toBe(200);
    const page = TournamentDetailSchema.parse(body);
    expect(page).toMatchObject({ id: tournamentId, level: 'D', category: 'silver', organizerId: noura.id, status: 'Upcoming' });
    expect(page.draw).toMatchObject({ size: 4, team_count: 3, drawn_by: { id: noura.id, name: noura.fullName } });
    expect(page.draw?.rounds.map((round) => round.label)).toEqual(['Semi Finals', 'Final']);
  });

  it('when the tournament is not drawn, then draw is null', async () => {
    expect((await detail(await tournamentWithTeams(2))).body).toMatchObject({ draw: null, currentRound: null });
  });

  it('when the tournament is a draft, then only its organizer sees it (404 for others and visitors)', async () => {
    const draft = await tournament(10, { status: 'draft', organizer_id: noura.id });

    expect((await detail(draft, noura)).status).toBe(200);
    expect(await detail(draft, omar)).toEqual({ status: 404, body: { error: 'Tournament not found', code: 'TOURNAMENT_NOT_FOUND' } });
    expect((await detail(draft)).status).toBe(404);
    expect((await detail(new mongoose.Types.ObjectId().toString())).status).toBe(404);
  });
});

describe('display status from real state', () => {
  it('when a drawn upcoming tournament is scored before its first day, then it is refused and the tournament stays Upcoming', async () => {
    const tournamentId = await tournamentWithTeams(4, { start_date: addDays(leagueToday(), 1), end_date: addDays(leagueToday(), 2) });
    await draw(tournamentId);
    expect(await listed(tournamentId)).toMatchObject({ status: 'Upcoming', currentRound: null });

    expect((await point(tournamentId, 'R1-M1', 'team1', 0)).body.code).toBe('TOURNAMENT_NOT_STARTED');

    expect(await listed(tournamentId)).toMatchObject({ status: 'Upcoming', currentRound: null });
    expect((await detail(tournamentId)).body).toMatchObject({ status: 'Upcoming', currentRound: null });
  });

  it('when a drawn tournament gets its first point on its first day, then it is Live with the round being played', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);

    await point(tournamentId, 'R1-M1', 'team1', 0);

    expect(await listed(tournamentId)).toMatchObject({ status: 'Live', currentRound: 'semi-final' });
    expect((await detail(tournamentId)).body).toMatchObject({ status: 'Live', currentRound: 'semi-final' });
  });

  it('when the semi-finals are finished, then the current round is the final; when the final is, the tournament is Completed', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);
    await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [{ team1: 6, team2: 1 }], version: 0 });
    await score(tournamentId, 'R1-M2', { outcome: 'walkover', winner: 'team1', version: 0 });
    expect(await listed(tournamentId)).toMatchObject({ status: 'Live', currentRound: 'final' });

    await score(tournamentId, 'R2-M1', { outcome: 'completed', sets: [{ team1: 2, team2: 6 }], version: 0 });

    expect(await listed(tournamentId)).toMatchObject({ status: 'Completed', currentRound: null });
    const { body } = await detail(tournamentId);
    expect(body.draw.champion).toEqual(body.draw.rounds[1].matches[0].team2);
    const mine = (await call('GET', '/api/tournaments/me', noura)).body.find((item: { id: string }) => item.id === tournamentId);
    expect(mine).toMatchObject({ drawn: true, display_status: 'Completed', current_round: null });
  });

  it('when the final is finished, then the public list carries the champion team by name (none before), in the one list query', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);
    expect(await listed(tournamentId)).not.toHaveProperty('champion');

    await point(tournamentId, 'R1-M1', 'team1', 0);
    expect(await listed(tournamentId)).not.toHaveProperty('champion');
    await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [{ team1: 6, team2: 4 }], version: 1 });

    const { body } = await detail(tournamentId);
    expect(body.draw.champion.name).toMatch(/^Player \dA \/ Player \dB$/);
    expect(await listed(tournamentId)).toMatchObject({ status: 'Completed', champion: body.draw.champion.name });
    expect(body).toMatchObject({ champion: body.draw.champion.name });
  });

  it('when a drawn tournament reaches its start date without a started match, then it is Live', async () => {
    const tournamentId = await tournamentWithTeams(2, { start_date: leagueToday(), end_date: addDays(leagueToday(), 1) });
    await draw(tournamentId);

    expect(await listed(tournamentId)).toMatchObject({ status: 'Live', currentRound: 'final' });
  });
});
