import mongoose from 'mongoose';
import { NewsListSchema, NewsPageSchema } from '@padel/contracts';
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
    expect(body.items.map((article: { id: string }) => article.id)).toEqual([inExcerpt, inTitle]);
    expect(body.total).toBe(2);
  });

  it('when q contains regex characters, then they are matched literally', async () => {
    const word = uniqueWord();
    const literal = await addArticle({ title: `Odds (${word}.*) explained` });
    await addArticle({ title: `Odds ${word}XYZ explained` });

    const { body } = await getJson(`${baseUrl}/api/news?q=${encodeURIComponent(`(${word}.*)`)}`);

    expect(body.items.map((article: { id: string }) => article.id)).toEqual([literal]);
  });

  it('when category is given, then only that category is listed', async () => {
    const category = `Cat${uniqueWord()}`;
    const first = await addArticle({ title: 'One', category, daysAgo: 2 });
    const second = await addArticle({ title: 'Two', category, daysAgo: 0 });

    const { body } = await getJson(`${baseUrl}/api/news?category=${category}`);

    expect(body.items.map((article: { id: string }) => article.id)).toEqual([second, first]);
    expect(body.items.every((article: { category: string }) => article.category === category)).toBe(true);
    expect(body.total).toBe(2);
  });

  it('when limit is given, then a page of at most that many newest articles is answered, with the total', async () => {
    const { body } = await getJson(`${baseUrl}/api/news?limit=3`);
    const { body: all } = await getJson(`${baseUrl}/api/news`);

    expect(NewsPageSchema.parse(body)).toMatchObject({ page: 1, limit: 3, total: all.length });
    expect(body.items).toEqual(all.slice(0, 3));
  });

  it('when page 2 is asked for, then the next articles in the same order follow page 1', async () => {
    const { body: all } = await getJson(`${baseUrl}/api/news`);
    const { body: second } = await getJson(`${baseUrl}/api/news?page=2&limit=2`);

    expect(second.items).toEqual(all.slice(2, 4));
  });

  it('when only a search is given, then the page has the default limit of 20, and the stats count every article', async () => {
    const { body: all } = await getJson(`${baseUrl}/api/news`);
    const { body } = await getJson(`${baseUrl}/api/news?q=`);

    expect(body).toMatchObject({ page: 1, limit: 20, total: all.length });
    expect(body.items).toEqual(all.slice(0, 20));
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(body.stats).toEqual({
      total_articles: all.length,
      this_week: all.filter((article: { date: string }) => article.date >= weekAgo).length,
      categories: [...new Set(all.map((article: { category: string }) => article.category))].sort(),
    });
  });

  it('when limit is 100, then it is taken', async () => {
    const { status, body } = await getJson(`${baseUrl}/api/news?limit=100`);

    expect(status).toBe(200);
    expect(body.limit).toBe(100);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
  ])('when the query is %s, then 400 JSON naming %s', async (query, field) => {
    const { status, body, contentType } = await getJson(`${baseUrl}/api/news?${query}`);

    expect(status).toBe(400);
    expect(contentType).toMatch(/application\/json/);
    expect(body.error).toMatch(new RegExp(`^${field}: `));
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details[0]).toMatchObject({ path: field, message: body.error.slice(`${field}: `.length) });
  });

  it('when limit is 101, then the message says the limit allowed', async () => {
    const { body } = await getJson(`${baseUrl}/api/news?limit=101`);

    expect(body.error).toBe('limit: Must be from 1 to 100');
  });

  it('when there are more than 100 articles, then the older form (no parameter) answers the newest 100 as an array', async () => {
    const category = `Many${uniqueWord()}`;
    const now = Date.now();
    await NewsModel.insertMany(
      Array.from({ length: 101 }, (_, index) => ({
        slug: `many-${uniqueWord()}-${index}`,
        category,
        date: new Date(now + (index + 1) * 86_400_000),
        publish_at: new Date(now - 1000),
        title: `Future ${index}`,
        excerpt: 'Dated ahead so it is among the newest.',
        content: '<p>x</p>',
      })),
    );

    const { body } = await getJson(`${baseUrl}/api/news`);
    const { body: page } = await getJson(`${baseUrl}/api/news?limit=100`);

    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(100);
    expect(body).toEqual(page.items);
    expect(body[0].title).toBe('Future 100');
    expect(page.total).toBeGreaterThan(100);
  });

  it('when a bad bearer token is sent, then 401 even though the route is public', async () => {
    const { status, body } = await getJson(`${baseUrl}/api/news`, { headers: { authorization: 'Bearer not-a-token' } });

    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
  });
});
