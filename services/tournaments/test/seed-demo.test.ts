import { createLogger } from '@padel/service-kit';
import { DrawModel } from '../src/data-access/draw-model';
import { findPlayerTournaments } from '../src/data-access/calendar-repository';
import { findTournamentBySlug } from '../src/data-access/tournament-repository';
import { seedDemoDraws } from '../src/seed/demo-draws';
import { demoTeam, PAST_DEMO_DRAWS } from '../src/seed/demo-season';
import { seedDemoTournaments } from '../src/seed/demo-tournaments';
import { eventListener } from './entries-support';
import { eventually, tournamentsServiceForTests } from './support';

// Seeded by the test, once the listeners are bound (every test file's service publishes its own demo events).
tournamentsServiceForTests({ SEED_DEMO_DATA: false });
const tournamentCompleted = eventListener('seed-demo', 'tournament-completed');
const matchCompleted = eventListener('seed-demo', 'match-completed');
const log = createLogger('seed-demo-test');

/** The demo tournaments' ids in this database, by slug. */
const ids = new Map<string, string>();
const ofDemo = () => tournamentCompleted.heard.filter((event) => [...ids.values()].includes(event.data.tournamentId));
const outboxes = async () => (await DrawModel.find({}, { outbox: 1 }).lean()).flatMap((draw) => draw.outbox);

describe('demo seed events', () => {
  beforeAll(async () => {
    await seedDemoTournaments(log);
    await seedDemoDraws(log);
    for (const slug of [...PAST_DEMO_DRAWS.map((demo) => demo.slug), 'dubai-marina-open-2026']) {
      ids.set(slug, String((await findTournamentBySlug(slug))?._id));
    }
  });

  it('when the demo data is seeded, then each past demo tournament publishes one tournament-completed with its champion and rounds', async () => {
    await eventually(async () => ofDemo().length >= PAST_DEMO_DRAWS.length && (await outboxes()).length === 0);

    expect(ofDemo()).toHaveLength(PAST_DEMO_DRAWS.length);
    for (const demo of PAST_DEMO_DRAWS) {
      const [event] = ofDemo().filter((heard) => heard.data.tournamentId === ids.get(demo.slug));
      const [champion, runnerUp, ...others] = demo.finish.map((pair) => demoTeam(pair).team_id);
      const reached = new Map(event?.data.teams.map((team) => [team.teamId, team.reached]));
      expect(event?.data).toMatchObject({ revision: 1, previousChampion: null, champion: { teamId: champion } });
      expect([champion, runnerUp, ...others].map((teamId) => reached.get(teamId as string))).toEqual([
        'winner',
        'final',
        'semi-final',
        'semi-final',
        ...others.slice(2).map(() => 'quarter-final'),
      ]);
      expect(new Date(event?.data.completedAt as string).getTime()).toBeLessThan(Date.now());
    }
    // The live tournament has no champion yet, and no demo match publishes match-completed.
    expect(tournamentCompleted.heard.some((event) => event.data.tournamentId === ids.get('dubai-marina-open-2026'))).toBe(false);
    expect(matchCompleted.heard.filter((event) => [...ids.values()].includes(event.data.tournamentId))).toEqual([]);
  });

  it('when seeding runs again, then no draw is added and nothing more is published', async () => {
    const draws = await DrawModel.find({}, { outbox: 0 }).sort({ _id: 1 }).lean();

    await seedDemoDraws(log);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(await DrawModel.find({}, { outbox: 0 }).sort({ _id: 1 }).lean()).toEqual(draws);
    expect(await outboxes()).toEqual([]);
    expect(ofDemo()).toHaveLength(PAST_DEMO_DRAWS.length);
  });

  it('when the demo data is seeded, then the live demo tournament is in its players’ calendars', async () => {
    const live = await DrawModel.findOne({ tournament_id: ids.get('dubai-marina-open-2026'), status: 'active' }).lean();
    const players = (live?.slots ?? []).flatMap((slot) => slot?.players.map((player) => player.id) ?? []);

    expect(players.length).toBeGreaterThan(0);
    for (const playerId of players) expect(await findPlayerTournaments(playerId)).toContain(ids.get('dubai-marina-open-2026'));
  });
});
