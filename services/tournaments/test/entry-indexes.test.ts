import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { EntryModel, ensureEntryIndexes } from '../src/data-access/entry-model';
import { deleteQueues, testId, uniqueDbName } from './support';

const prefix = `tournaments-test-${testId()}`;

beforeAll(async () => {
  await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, SEED_DEMO_DATA: false });
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => deleteQueues([`${prefix}.invitation-accepted`, `${prefix}.invitation-accepted.dlq`]),
  ),
);

describe('ensureEntryIndexes', () => {
  it('when an older database has the unique tournament/team index and entries without entry_key, then the key is filled in and only active entries are unique', async () => {
    await EntryModel.collection.dropIndexes();
    await EntryModel.collection.createIndex({ tournament_id: 1, team_id: 1 }, { unique: true });
    // A database that old has no record of the start-up upgrades done since (decision 184).
    await mongoose.connection.collection('upgrades').deleteMany({});
    const stored = { category: 'bronze', level: 'D', paid: false, player1: 'p1', player2: 'p2', created_by: 'p1', outbox: [] };
    const active = new mongoose.Types.ObjectId();
    const withdrawn = new mongoose.Types.ObjectId();
    await EntryModel.collection.insertMany([
      { _id: active, tournament_id: 't1', team_id: 'team1', status: 'confirmed', confirmed_by: ['p1', 'p2'], ...stored },
      { _id: withdrawn, tournament_id: 't1', team_id: 'team2', status: 'withdrawn', confirmed_by: ['p1'], ...stored },
    ]);

    await ensureEntryIndexes();

    const names = (await EntryModel.collection.indexes()).map((index) => index.name);
    expect(names).not.toContain('tournament_id_1_team_id_1');
    expect(names).toContain('entry_key_1');
    expect((await EntryModel.findById(active).lean())?.entry_key).toBe('t1|team1');
    expect((await EntryModel.findById(withdrawn).lean())?.entry_key).toBe(`withdrawn:${String(withdrawn)}`);
    await expect(
      EntryModel.collection.insertOne({ tournament_id: 't1', team_id: 'team1', entry_key: 't1|team1', ...stored }),
    ).rejects.toMatchObject({
      code: 11000,
    });
    await expect(
      EntryModel.collection.insertOne({ tournament_id: 't1', team_id: 'team2', entry_key: 't1|team2', ...stored }),
    ).resolves.toBeTruthy();
  });
});
