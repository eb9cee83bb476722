import { formatLeagueDay, leagueDayStart } from '@padel/contracts';
import { addDays, leagueToday } from '../src/domain/display-status';
import { drawTestbed, matchIn, noura, playableMatch, tournamentWithTeams } from './draw-support';

const { call, draw, point, score, currentDraw } = drawTestbed();

const tomorrow = () => addDays(leagueToday(), 1);

/** A drawn two-team tournament (one final) whose first day is `startDate`. */
async function drawnFinal(startDate: string) {
  const tournamentId = await tournamentWithTeams(2, { start_date: startDate, end_date: startDate });
  const made = await draw(tournamentId);
  return { tournamentId, matchId: playableMatch(made).id };
}

/** The 409 answer for a tournament whose first day is `startDate`: the day, as the league's calendar writes it. */
const notStarted = (startDate: string) => ({
  status: 409,
  body: {
    error: `Scoring opens on ${formatLeagueDay(new Date(leagueDayStart(startDate)))}, the first day of the tournament`,
    code: 'TOURNAMENT_NOT_STARTED',
    params: { date: new Date(leagueDayStart(startDate)).toISOString() },
  },
});

describe('Scoring opens on the first day of the tournament (league calendar, decision 203)', () => {
  it('when a tournament starting tomorrow is drawn, then the draw and the order of play are accepted', async () => {
    const startDate = tomorrow();
    const { tournamentId, matchId } = await drawnFinal(startDate);

    const placed = await call('PATCH', `/api/tournaments/${tournamentId}/matches/${matchId}`, noura, { court: 'Court 1' });

    expect(placed.status).toBe(200);
    expect(matchIn(await currentDraw(tournamentId), matchId)).toMatchObject({ status: 'scheduled', court: 'Court 1' });
  });

  it('when a point is scored the day before the tournament, then 409 TOURNAMENT_NOT_STARTED naming its first day, and the match stays scheduled', async () => {
    const startDate = tomorrow();
    const { tournamentId, matchId } = await drawnFinal(startDate);

    expect(await point(tournamentId, matchId, 'team1', 0)).toEqual(notStarted(startDate));
    expect(matchIn(await currentDraw(tournamentId), matchId)).toMatchObject({ status: 'scheduled', version: 0, winner: null });
  });

  it.each([
    ['a result', { outcome: 'completed', sets: [{ team1: 6, team2: 3, tiebreak: null }], version: 0 }],
    ['a walkover', { outcome: 'walkover', winner: 'team2', version: 0 }],
    ['a retirement', { outcome: 'retired', winner: 'team1', sets: [{ team1: 2, team2: 1, tiebreak: null }], version: 0 }],
  ])('when %s is entered before the first day, then 409 TOURNAMENT_NOT_STARTED and nothing is completed', async (_name, body) => {
    const startDate = addDays(leagueToday(), 7);
    const { tournamentId, matchId } = await drawnFinal(startDate);

    expect(await score(tournamentId, matchId, body)).toEqual(notStarted(startDate));
    const detail = await call('GET', `/api/tournaments/${tournamentId}`, noura);
    expect(matchIn(detail.body.draw, matchId)).toMatchObject({ status: 'scheduled', winner: null });
    expect(detail.body.tournament?.status ?? detail.body.status).not.toBe('Completed');
  });

  it('when an undo is asked before the first day, then 409 TOURNAMENT_NOT_STARTED', async () => {
    const startDate = tomorrow();
    const { tournamentId, matchId } = await drawnFinal(startDate);

    expect(await call('POST', `/api/tournaments/${tournamentId}/matches/${matchId}/points/undo`, noura, { version: 0 })).toEqual(
      notStarted(startDate),
    );
  });

  it('when the tournament starts today, then its final is scored and completed', async () => {
    const { tournamentId, matchId } = await drawnFinal(leagueToday());

    const answer = await score(tournamentId, matchId, { outcome: 'completed', sets: [{ team1: 6, team2: 3, tiebreak: null }], version: 0 });

    expect(answer.status).toBe(200);
    expect(answer.body.match).toMatchObject({ status: 'completed', winner: 'team1' });
  });
});
