// Issue 28, point 6: the players service starts and restarts on a league of 100,000 profiles, its demo seeding and
// start-up upgrades finding what they name by `_id` (on FerretDB any other filter reads the whole collection).
import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { seedScale } from '../src/scale/seed-scale';
import { PROFILES_WITHOUT_NULL_EMAIL } from '../src/data-access/profile-repository';
import { deleteQueues, getJson, playersQueues, testId, uniqueDbName } from './support';

const LEAGUE_PLAYERS = 100_000;
const OMAR = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
const dbName = uniqueDbName();
const prefix = `players-test-${testId()}`;
const startOnLeague = () => start({ PORT: 0, MONGO_DB: dbName, QUEUE_PREFIX: prefix, SEED_DEMO_DATA: true });

beforeAll(async () => {
  await seedScale({
    mongoUrl: process.env.MONGO_URL as string,
    dbName,
    players: LEAGUE_PLAYERS,
    seed: 7,
    replace: true,
    log: () => undefined,
  });
}, 300_000);

afterAll(() =>
  releaseAll(
    () => stop(),
    () => deleteQueues(playersQueues(prefix)),
    async () => {
      const client = await mongoose.mongo.MongoClient.connect(process.env.MONGO_URL as string);
      await client
        .db(dbName)
        .dropDatabase()
        .finally(() => client.close());
    },
  ),
);

describe('the players service at league size', () => {
  test('when it starts, stops and starts again on 100,000 profiles with the demo players seeded, then both times it serves the demo players and the generated league', async () => {
    for (const round of ['start', 'restart']) {
      const { url } = await startOnLeague();

      const omar = await getJson(`${url}/api/players/${OMAR}`);
      const generated = await getJson(`${url}/api/rankings?limit=1`);
      const upgrade = await mongoose.connection.collection('upgrades').findOne({ _id: PROFILES_WITHOUT_NULL_EMAIL as never });

      expect({ round, status: omar.status, name: omar.body.full_name }).toEqual({ round, status: 200, name: 'Omar Haddad' });
      expect(generated.status).toBe(200);
      expect(generated.body.total).toBeGreaterThanOrEqual(LEAGUE_PLAYERS);
      expect(upgrade).not.toBeNull();
      await stop();
    }
  }, 300_000);
});
