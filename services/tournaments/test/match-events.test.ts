import { leagueDayStart } from '@padel/contracts';
import { leagueToday } from '../src/domain/display-status';
import { drawTestbed, tournamentWithTeams } from './draw-support';
import { eventListener } from './entries-support';
import { eventually } from './support';

const { draw, score } = drawTestbed();
const matchCompleted = eventListener('match-events', 'match-completed');
const tournamentCompleted = eventListener('match-events', 'tournament-completed');
// Each match document publishes its events in order: match-updated comes first and needs a queue bound to leave.
const matchUpdated = eventListener('match-events', 'match-updated');

describe('match-completed and tournament-completed', () => {
  it('when a semi-final finishes and is corrected, then match-completed is published with revision 1, then 2 with the previous result', async () => {
    const tournamentId = await tournamentWithTeams(4);
    const made = await draw(tournamentId);
    const semi = made.rounds[0]?.matches[0];

    await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [{ team1: 6, team2: 3 }], version: 0 });
    await score(tournamentId, 'R1-M1', { outcome: 'completed', sets: [{ team1: 3, team2: 6 }], version: 1 });

    const ofMatch = () => matchCompleted.heard.filter((event) => event.data.tournamentId === tournamentId);
    await eventually(async () => ofMatch().length === 2);
    const [first, second] = ofMatch().sort((a, b) => a.data.revision - b.data.revision);
    expect(first?.data).toMatchObject({
      matchId: 'R1-M1',
      round: 'semi-final',
      level: 'D',
      tier: 'silver',
      team1: { teamId: semi?.team1?.team_id, players: semi?.team1?.players.map((player) => player.id) },
      team2: { teamId: semi?.team2?.team_id },
      winner: 'team1',
      outcome: 'completed',
      sets: [{ team1: 6, team2: 3 }],
      revision: 1,
      previous: null,
    });
    expect(second?.data).toMatchObject({ winner: 'team2', revision: 2, previous: { winner: 'team1', outcome: 'completed' } });
    const updates = matchUpdated.heard.filter((event) => event.data.tournamentId === tournamentId);
    // Each change updates the semi-final and the final it feeds (whose team changed).
    expect(updates.map((event) => [event.data.match.id, event.data.match.version])).toEqual(
      expect.arrayContaining([
        ['R1-M1', 1],
        ['R1-M1', 2],
        ['R2-M1', 0],
      ]),
    );
  });

  it('when the final finishes, then tournament-completed names the champion and how far every team went, dated when the final ended', async () => {
    const tournamentId = await tournamentWithTeams(3);
    const made = await draw(tournamentId);
    const semi = made.rounds[0]?.matches[0]?.id as string;
    await score(tournamentId, semi, { outcome: 'walkover', winner: 'team1', version: 0 });
    const before = Date.now();
    const { body } = await score(tournamentId, 'R2-M1', { outcome: 'completed', sets: [{ team1: 7, team2: 5 }], version: 0 });
    const after = Date.now();

    await eventually(async () => tournamentCompleted.heard.some((event) => event.data.tournamentId === tournamentId));
    const [completed] = tournamentCompleted.heard.filter((event) => event.data.tournamentId === tournamentId);
    expect(completed?.data).toMatchObject({ tier: 'silver', level: 'D', revision: 1, previousChampion: null });
    expect(completed?.data.champion.teamId).toBe(body.match.team1.team_id);
    expect(completed?.data.teams.map((team) => team.reached).sort()).toEqual(['final', 'semi-final', 'winner']);
    // Decision 203: the result dates from its final (the ranking's earned_at), within the tournament's days, never ahead.
    const completedAt = Date.parse(completed?.data.completedAt ?? '');
    expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(completedAt).toBeLessThanOrEqual(after);
    expect(completedAt).toBeGreaterThanOrEqual(leagueDayStart(leagueToday()));
  });
});
