import mongoose from 'mongoose';
import { NewsListSchema } from '@padel/contracts';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { NewsModel } from '../src/data-access/news-model';
import { addArticle, getJson, uniqueDbName, uniqueWord } from './support';

let baseUrl: string;
const dbName = uniqueDbName();

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: dbName, NEWS_LIST_CACHE_MS: 0 }));
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
  ),
);

describe('GET /api/news', () => {
  it('when the service has started, then the demo articles are listed newest first in the contract shape', async () => {
    const { status, body } = await getJson(`${baseUrl}/api/news`);

    expect(status).toBe(200);
    const articles = NewsListSchema.parse(body);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(['Tournaments', 'Players', 'League', 'Training', 'Community']),
    );
    expect(articles[0]?.content).toMatch(/^<p>/);
  });

  it('when the demo set is loaded, then several articles are dated within the last 7 days and others weeks back', async () => {
    const { body } = await getJson(`${baseUrl}/api/news`);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const recent = (body as Array<{ date: string }>).filter((article) => article.date >= weekAgo);

    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThan(body.length);
  });

  it('when the service starts again on the same database, then no demo article is duplicated', async () => {
    const before = await NewsModel.countDocuments();
    await stop();
    ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: dbName, NEWS_LIST_CACHE_MS: 0 }));

    expect(await NewsModel.countDocuments()).toBe(before);
  });

  it('when q is given, then only articles whose title or excerpt contain it (any case) are listed', async () => {
    const word = uniqueWord();
    const inTitle = await addArticle({ title: `Final report ${word.toUpperCase()}`, daysAgo: 3 });
    const inExcerpt = await addArticle({ title: 'Another story', excerpt: `About ${word} and more`, daysAgo: 1 });
    await addArticle({ title: 'Unrelated story' });

    const { status, body } = await getJson(`${baseUrl}/api/news?q=${word}`);

    expect(status).toBe(200);
    expect(body.map((article: { id: string }) => article.id)).toEqual([inExcerpt, inTitle]);
  });

  it('when q contains regex characters, then they are matched literally', async () => {
    const word = uniqueWord();
    const literal = await addArticle({ title: `Odds (${word}.*) explained` });
    await addArticle({ title: `Odds ${word}XYZ explained` });

    const { body } = await getJson(`${baseUrl}/api/news?q=${encodeURIComponent(`(${word}.*)`)}`);

    expect(body.map((article: { id: string }) => article.id)).toEqual([literal]);
  });

  it('when category is given, then only that category is listed', async () => {
    const category = `Cat${uniqueWord()}`;
    const first = await addArticle({ title: 'One', category, daysAgo: 2 });
    const second = await addArticle({ title: 'Two', category, daysAgo: 0 });

    const { body } = await getJson(`${baseUrl}/api/news?category=${category}`);

    expect(body.map((article: { id: string }) => article.id)).toEqual([second, first]);
    expect(body.every((article: { category: string }) => article.category === category)).toBe(true);
  });

  it('when limit is given, then at most that many newest articles are listed', async () => {
    const { body } = await getJson(`${baseUrl}/api/news?limit=3`);
    const { body: all } = await getJson(`${baseUrl}/api/news`);

    expect(body).toEqual(all.slice(0, 3));
  });

  it.each([['limit=0'], ['limit=101'], ['limit=abc']])('when the query is %s, then 400 JSON naming limit', async (query) => {
    const { status, body, contentType } = await getJson(`${baseUrl}/api/news?${query}`);

    expect(status).toBe(400);
    expect(contentType).toMatch(/application\/json/);
    expect(body.error).toMatch(/^limit: /);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details[0]).toMatchObject({ path: 'limit', message: body.error.slice('limit: '.length) });
  });

  it('when a bad bearer token is sent, then 401 even though the route is public', async () => {
    const { status, body } = await getJson(`${baseUrl}/api/news`, { headers: { authorization: 'Bearer not-a-token' } });

    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
  });
});
