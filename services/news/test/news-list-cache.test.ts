import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { addArticle, getJson, uniqueDbName } from './support';

let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), SEED_DEMO_DATA: false, NEWS_LIST_CACHE_MS: 1500 }));
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
  ),
);

describe('GET /api/news list cache', () => {
  it('when an article is stored after a list was answered, then the list shows it once the cache lifetime has passed', async () => {
    const first = await addArticle({ title: 'First story' });
    const { body: before } = await getJson(`${baseUrl}/api/news`);
    const second = await addArticle({ title: 'Second story' });

    const { body: cached } = await getJson(`${baseUrl}/api/news`);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const { body: fresh } = await getJson(`${baseUrl}/api/news`);

    expect(before.map((article: { id: string }) => article.id)).toEqual([first]);
    expect(cached).toEqual(before);
    expect(fresh.map((article: { id: string }) => article.id)).toEqual([second, first]);
  });

  it('when queries differ only in letter case, then they share one answer', async () => {
    const { body: lower } = await getJson(`${baseUrl}/api/news?q=story`);
    const { body: upper } = await getJson(`${baseUrl}/api/news?q=STORY`);

    expect(upper).toEqual(lower);
  });
});
