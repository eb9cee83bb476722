import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { RANKING_ROWS_COLLECTION } from '../src/data-access/ranking-edition-model';
import { deleteEditionRows, findEditionRows, ROWS_PER_CHUNK, storeEditionRows } from '../src/data-access/ranking-edition-repository';
import type { EditionRow } from '../src/domain/ranking/edition-rows';
import { uniqueDbName } from './support';

const row = (index: number): EditionRow => ({
  player_id: `player-${index}`,
  position: index % 7 === 0 ? null : index,
  previous_position: index % 3 === 0 ? null : index + 1,
  points: index % 7 === 0 ? 0 : 5000 - index,
  previous_points: index % 3 === 0 ? null : 4000,
  best: index % 7 === 0 ? [] : [400, 240, 5000 - index - 640].filter((points) => points > 0),
  next_change_at: index % 2 === 0 ? null : new Date(Date.UTC(2027, 0, 4 + (index % 20), 20)),
  card: {
    full_name: `Player ${index} "Al" Ḥaddād`,
    country: index % 5 === 0 ? null : 'Qatar',
    photo_url: null,
    matches_played: index % 40,
    wins: index % 20,
    losses: (index % 40) - (index % 20),
    titles_won: index % 3,
  },
});

beforeAll(async () => {
  await mongoose.connect(process.env.MONGO_URL as string, { dbName: uniqueDbName(), serverSelectionTimeoutMS: 5000 });
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => mongoose.disconnect(),
  ),
);

describe('edition rows in the store', () => {
  it('when an edition’s rows are stored in several chunks, then they read back the same, in order, dates as dates', async () => {
    const rows = Array.from({ length: 2 * ROWS_PER_CHUNK + 17 }, (_, index) => row(index));

    const chunks = await storeEditionRows('rows-a', rows);
    const read = await findEditionRows({ rows_key: 'rows-a', chunks });

    expect(chunks).toBe(3);
    expect(read).toEqual(rows);
    expect(read[1]?.next_change_at).toBeInstanceOf(Date);
  });

  it('when a chunk was stored before rows were kept as JSON text, then its rows still read', async () => {
    const rows = [row(1), row(2)];
    await mongoose.connection
      .collection<{ _id: string; rows: EditionRow[] }>(RANKING_ROWS_COLLECTION)
      .insertOne({ _id: 'rows-old:0', rows });

    expect(await findEditionRows({ rows_key: 'rows-old', chunks: 1 })).toEqual(rows);
  });

  it('when an edition’s rows are deleted, then reading them says they are missing', async () => {
    const chunks = await storeEditionRows('rows-b', [row(1)]);

    await deleteEditionRows('rows-b', chunks);

    await expect(findEditionRows({ rows_key: 'rows-b', chunks })).rejects.toThrow('ranking rows rows-b:0 are missing');
  });
});
