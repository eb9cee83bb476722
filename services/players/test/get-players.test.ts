import mongoose from 'mongoose';
import { PlayerListSchema, type Player } from '@padel/contracts';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { ProfileModel } from '../src/data-access/profile-model';
import { deleteQueues, getJson, testId, uniqueDbName, playersQueues } from './support';

const prefix = `players-test-${testId()}`;
let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix }));
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => deleteQueues(playersQueues(prefix)),
  ),
);

/** Every registered player of this small database: one page of the paged form (decision 180). */
async function allPlayers(): Promise<Player[]> {
  const { status, body } = await getJson(`${baseUrl}/api/players?limit=100`);
  expect(status).toBe(200);
  expect(body.total).toBeLessThanOrEqual(100);
  return PlayerListSchema.parse(body.players);
}

describe('GET /api/players', () => {
  it('when the demo players are seeded, then the older form lists the first 20 of them by ranking in the contract shape, unranked last', async () => {
    const { status, body } = await getJson(`${baseUrl}/api/players`);

    expect(status).toBe(200);
    const players = PlayerListSchema.parse(body);
    const rankings = players.map((player) => player.ranking);
    const ranked = rankings.filter((ranking): ranking is number => ranking !== null);
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    expect(rankings.indexOf(null)).toBe(ranked.length);
    expect(players.length).toBeGreaterThanOrEqual(17);
    expect(players.length).toBeLessThanOrEqual(20);
  });

  it('when a demo user is a player, then the profile is listed with the token subject as id; the admin is not listed', async () => {
    const body = await allPlayers();
    const ids = body.map((player: { id: string }) => player.id);

    expect(body.find((player: { id: string }) => player.id === '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02')).toMatchObject({
      name: 'Omar Haddad',
      full_name: 'Omar Haddad',
      country: 'United Arab Emirates',
      strong_hand: 'right',
    });
    expect(ids).not.toContain('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07');
  });

  it('when a new player has no stats, then the counters are 0 and the ranking null', async () => {
    const id = `6b0f7c9e-1d2a-4f3b-9c1e-${testId()}0000`;
    await ProfileModel.create({ _id: id, full_name: 'New Player', role: 'player', registered_at: new Date() });

    const body = await allPlayers();

    expect(body.find((player: { id: string }) => player.id === id)).toMatchObject({
      ranking: null,
      points: 0,
      wins: 0,
      losses: 0,
      matches_played: 0,
      titles_won: 0,
    });
  });

  it('when a profile never registered as a player (signed up only), then it is not listed', async () => {
    const id = `6b0f7c9e-1d2a-4f3b-9c1e-${testId()}0001`;
    await ProfileModel.create({ _id: id, full_name: 'Signed Up Only', email: `${id}@padel.test`, role: 'player' });

    const body = await allPlayers();

    expect(body.map((player: { id: string }) => player.id)).not.toContain(id);
  });

  it('when unranked players have points stored by an older record, then the ranking’s points (0) are shown and they follow by name', async () => {
    const fewer = `6b0f7c9e-1d2a-4f3b-9c1e-${testId()}0002`;
    const more = `6b0f7c9e-1d2a-4f3b-9c1e-${testId()}0003`;
    await ProfileModel.create([
      { _id: fewer, full_name: 'Aaron Fewer', points: 10, registered_at: new Date() },
      { _id: more, full_name: 'Zed More', points: 20, registered_at: new Date() },
    ]);

    const players = await allPlayers();

    const [aaron, zed] = [fewer, more].map((id) => players.find((player) => player.id === id));
    expect([aaron?.points, aaron?.ranking, zed?.points, zed?.ranking]).toEqual([0, null, 0, null]);
    expect(players.indexOf(aaron as never)).toBeLessThan(players.indexOf(zed as never));
  });

  it('when a database from before registration existed is opened, then seeded players become registered, null emails are cleared and the email index becomes unique', async () => {
    const dbName = mongoose.connection.name;
    await stop();
    const legacy = mongoose.connection.useDb(dbName);
    await legacy.openUri(process.env.MONGO_URL as string, { dbName });
    const profiles = legacy.collection('profiles');
    // The older schema had a plain (non-unique) email index.
    await profiles.dropIndexes();
    await profiles.createIndex({ email: 1 });
    await profiles.updateMany({}, { $unset: { registered_at: '' } });
    await profiles.updateMany({ email: { $exists: false } }, { $set: { email: null } });
    // A database that old has no record of the start-up upgrades done since (decision 184).
    await legacy.collection('upgrades').deleteMany({});
    await legacy.close();

    ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: dbName, QUEUE_PREFIX: prefix }));

    const ids = (await allPlayers()).map((player) => player.id);
    expect(ids).toEqual(expect.arrayContaining(['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000001']));
    expect(ids).not.toContain('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07');
    const stored = await ProfileModel.collection.find({}).toArray();
    expect(stored.filter((profile) => 'email' in profile && profile.email === null)).toEqual([]);
    const emailIndex = (await ProfileModel.collection.indexes()).find((index) => index.name === 'email_1');
    expect(emailIndex).toMatchObject({ unique: true });
  });

  it('when the service restarts on the same database, then the demo players are not duplicated or overwritten', async () => {
    await ProfileModel.updateOne({ _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03' }, { $set: { height: '166 cm' } });
    const count = await ProfileModel.countDocuments();
    const dbName = mongoose.connection.name;
    await stop();
    ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: dbName, QUEUE_PREFIX: prefix }));

    expect(await ProfileModel.countDocuments()).toBe(count);
    expect((await getJson(`${baseUrl}/api/players/6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03`)).body.height).toBe('166 cm');
  });
});
