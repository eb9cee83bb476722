import http from 'node:http';
import mongoose from 'mongoose';
import { gatewayKeepHeader, metricsRegistry } from '@padel/service-kit';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { addArticle, uniqueDbName } from './support';

interface Answer {
  status: number;
  /** Raw header names and values in order, without Date and X-Request-Id (set per answer). */
  headers: string[];
  body: string;
}

let port: number;

function get(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const pairs: string[] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!;
          const value = response.rawHeaders[index + 1]!;
          // How long the gateway may keep the answer (decision 170) counts down between answers.
          if (name === gatewayKeepHeader) pairs.push(`${name}: ${Number(value) > 0 ? 'time left' : value}`);
          else if (!/^(date|x-request-id)$/i.test(name)) pairs.push(`${name}: ${value}`);
        }
        resolve({ status: response.statusCode!, headers: pairs, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const etagOf = (answer: Answer) => answer.headers.find((header) => header.startsWith('ETag: '))!.slice('ETag: '.length);

async function answersCounted(status: number): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('http_requests_total')!.get();
  return metric.values
    .filter((value) => value.labels.status === String(status) && /^\/api\/news\/?$/.test(String(value.labels.route)))
    .reduce((sum, value) => sum + value.value, 0);
}

let articleId: string;

beforeAll(async () => {
  ({ port } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), SEED_DEMO_DATA: false, NEWS_LIST_CACHE_MS: 60_000 }));
  articleId = await addArticle({ title: 'Micro-cached story' });
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
  ),
);

describe('GET /api/news micro-cached', () => {
  it("when the list is read again, then the answer has Koa's status, headers and bytes", async () => {
    const fromKoa = await get('/api/news?limit=5');
    const again = await get('/api/news?limit=5');
    // If-Modified-Since always goes to Koa, which ignores it here (the list has no Last-Modified).
    const koaAgain = await get('/api/news?limit=5', { 'if-modified-since': new Date().toUTCString() });

    expect(fromKoa.status).toBe(200);
    expect(JSON.parse(fromKoa.body).items).toEqual([expect.objectContaining({ id: articleId, title: 'Micro-cached story' })]);
    expect(fromKoa.headers).toEqual(
      expect.arrayContaining(['Cache-Control: no-cache', expect.stringMatching(/^ETag: "/), `${gatewayKeepHeader}: time left`]),
    );
    expect(again).toEqual(fromKoa);
    expect(koaAgain).toEqual(fromKoa);
  });

  it("when the client's copy is current, then 304 without a body, from the micro-cache as from Koa", async () => {
    const list = await get('/api/news');
    const notModified = await get('/api/news', { 'if-none-match': etagOf(list) });
    const article = await get(`/api/news/${articleId}`);
    const articleAgain = await get(`/api/news/${articleId}`, { 'if-none-match': etagOf(article) });

    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers).toEqual(list.headers.filter((header) => !/^Content-(Type|Length):/i.test(header)));
    expect(JSON.parse(article.body)).toMatchObject({ id: articleId, title: 'Micro-cached story' });
    expect(articleAgain.status).toBe(304);
  });

  it('when a bad bearer token comes with a list already kept, then 401 as before', async () => {
    await get('/api/news');

    const answer = await get('/api/news', { authorization: 'Bearer not-a-token' });

    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
  });

  it('when a query is rejected, then every such request gets the same 400 as before', async () => {
    const first = await get('/api/news?limit=abc');
    const second = await get('/api/news?limit=abc');

    expect(first.status).toBe(400);
    expect(JSON.parse(first.body)).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringMatching(/^limit: /) });
    expect(second).toEqual(first);
  });

  it('when kept answers are given, then the metrics count each of them', async () => {
    const list = await get('/api/news?limit=7');
    const okBefore = await answersCounted(200);
    const notModifiedBefore = await answersCounted(304);
    await get('/api/news?limit=7');
    await get('/api/news?limit=7');
    await get('/api/news?limit=7', { 'if-none-match': etagOf(list) });
    // Counted once the answer is closed, which may follow the client's read.
    for (let waited = 0; waited < 1_000 && (await answersCounted(304)) === notModifiedBefore; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    expect(await answersCounted(200)).toBe(okBefore + 2);
    expect(await answersCounted(304)).toBe(notModifiedBefore + 1);
  });
});
