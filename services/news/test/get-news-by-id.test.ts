import mongoose from 'mongoose';
import { NewsArticleSchema } from '@padel/contracts';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { addArticle, getJson, uniqueDbName } from './support';

let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), SEED_DEMO_DATA: false }));
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
  ),
);

describe('GET /api/news/:id', () => {
  it('when the article exists, then it is returned in the contract shape', async () => {
    const id = await addArticle({ title: 'Riyadh Major draw published', category: 'Tournaments', daysAgo: 2 });

    const { status, body } = await getJson(`${baseUrl}/api/news/${id}`);

    expect(status).toBe(200);
    expect(NewsArticleSchema.parse(body)).toMatchObject({
      id,
      title: 'Riyadh Major draw published',
      category: 'Tournaments',
      date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
      content: '<p>Test content.</p>',
    });
  });

  it('when the id is well-formed but unknown, then 404 JSON', async () => {
    const { status, body } = await getJson(`${baseUrl}/api/news/${new mongoose.Types.ObjectId().toHexString()}`);

    expect(status).toBe(404);
    expect(body).toEqual({ error: 'News article not found', code: 'NEWS_NOT_FOUND' });
  });

  it.each([['not-an-id'], ['123'], ['aaaaaaaaaaaa']])('when the id is malformed (%s), then 404 JSON as well', async (id) => {
    const { status, body } = await getJson(`${baseUrl}/api/news/${id}`);

    expect(status).toBe(404);
    expect(body).toEqual({ error: 'News article not found', code: 'NEWS_NOT_FOUND' });
  });
});
