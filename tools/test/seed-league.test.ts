// Issue 28, point 1: `npm run seed:scale -- --league` at a small size into throwaway databases on the test engines;
// every collection holds what was generated, and the tournaments service starts and answers on it.
import { MongoClient } from 'mongodb';
import { TournamentListSchema } from '@padel/contracts';
import { start, stop } from '../../services/tournaments/src/app';
import { LEAGUE_COUNTS, type LeagueCounts } from '../src/scale/league';
import { leagueDatabases, seedLeague } from '../src/scale/seed-league';
import { releaseAll } from '../src/testing/release-all';
import { deleteQueues, getJson, testId } from '../src/testing/service-tests';

const counts: LeagueCounts = {
  ...LEAGUE_COUNTS,
  players: 1500,
  teams: 500,
  pendingInvitations: 80,
  tournaments: 60,
  live: 3,
  open: 6,
  upcoming: 4,
  entries: 800,
  news: 40,
  busyOrganizer: { tournaments: 10, entries: 100 },
};
const dbPrefix = `padel_league_test_${testId()}_`;
const databases = leagueDatabases(dbPrefix);
const queuePrefix = `tournaments-test-${testId()}`;
const mongoUrl = process.env.MONGO_URL as string;
let client: MongoClient;
let outcome: Awaited<ReturnType<typeof seedLeague>>;
const lines: string[] = [];
/** One moment for every run of this file, so a run across midnight makes the same league. */
const now = new Date(new Date().setUTCHours(0, 0, 0, 0));

beforeAll(async () => {
  client = await MongoClient.connect(mongoUrl);
  outcome = await seedLeague({ mongoUrl, dbPrefix, counts, seed: 5, now, replace: false, log: (line) => lines.push(line) });
}, 120_000);

afterAll(() =>
  releaseAll(
    () => stop(),
    () => deleteQueues([`${queuePrefix}.invitation-accepted`, `${queuePrefix}.invitation-accepted.dlq`]),
    async () => {
      for (const name of Object.values(databases)) await client.db(name).dropDatabase();
    },
    () => client.close(),
  ),
);

describe('seedLeague', () => {
  test('when a small league is seeded, then each service’s collections hold what was generated, by count and by id', async () => {
    const { league } = outcome;
    const expected: Array<[string, string, Array<{ _id: unknown }>]> = [
      [databases.players, 'profiles', league.players.profiles],
      [databases.players, 'player_results', league.players.results],
      [databases.teams, 'teams', league.teams.teams],
      [databases.teams, 'team_invitations', league.teams.invitations],
      [databases.teams, 'entered_tournaments', league.teams.enteredTournaments],
      [databases.tournaments, 'tournaments', league.tournaments.tournaments],
      [databases.tournaments, 'tournament_entries', league.tournaments.entries],
      [databases.tournaments, 'tournament_changes', league.tournaments.changes],
      [databases.tournaments, 'confirmed_teams', league.tournaments.confirmedTeams],
      [databases.news, 'news', league.news],
    ];
    for (const [db, collection, documents] of expected) {
      const stored = client.db(db).collection(collection);
      const last = documents.at(-1)!;
      expect({ collection, count: await stored.countDocuments() }).toEqual({ collection, count: documents.length });
      expect(await stored.findOne({ _id: last._id as never })).toEqual(expect.objectContaining({ _id: last._id }));
    }
    const collections = async (db: string) =>
      (await client.db(db).listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name);
    expect(await collections(databases.players)).not.toContain('teams');
    expect(await collections(databases.teams)).not.toContain('profiles');
    expect(await collections(databases.news)).toEqual(['news']);
    expect(league.teams.teams).toHaveLength(500);
    expect(league.tournaments.entries).toHaveLength(800);
    expect(lines.some((line) => line.startsWith(`${databases.teams}: teams: 500/500`))).toBe(true);
    expect(lines.at(-1)).toMatch(/^league done in \d+\.\d s$/);
  }, 60_000);

  test('when seeded again without --replace, then it is refused and nothing is written', async () => {
    await expect(seedLeague({ mongoUrl, dbPrefix, counts, seed: 5, now, replace: false, log: () => undefined })).rejects.toThrow(
      /already holds generated data/,
    );
    expect(await client.db(databases.players).collection('profiles').countDocuments()).toBe(1500);
  }, 60_000);

  test('when seeded again with --replace, then each database is emptied and the same league written again, ids included', async () => {
    const again = await seedLeague({ mongoUrl, dbPrefix, counts, seed: 5, now, replace: true, log: () => undefined });

    expect(again.league).toEqual(outcome.league);
    expect(await client.db(databases.tournaments).collection('tournament_entries').countDocuments()).toBe(800);
    expect(await client.db(databases.teams).collection('teams').countDocuments()).toBe(500);
  }, 60_000);

  test('when the tournaments service starts on the league with its demo data, then GET /api/tournaments answers with the published ones', async () => {
    const { url } = await start({ PORT: 0, MONGO_DB: databases.tournaments, QUEUE_PREFIX: queuePrefix, SEED_DEMO_DATA: true });

    const { status, body } = await getJson(`${url}/api/tournaments`);

    expect(status).toBe(200);
    const list = TournamentListSchema.parse(Array.isArray(body) ? body : body.items);
    const published = outcome.league.tournaments.tournaments.filter((tournament) => tournament.status === 'published');
    const listed = new Set(list.map((tournament) => tournament.id));
    expect(published.filter((tournament) => !listed.has(String(tournament._id)))).toEqual([]);
    expect(list.length).toBeGreaterThan(published.length);
    expect(new Set(list.map((tournament) => tournament.status))).toEqual(new Set(['Live', 'Upcoming', 'Completed']));
  }, 60_000);
});
