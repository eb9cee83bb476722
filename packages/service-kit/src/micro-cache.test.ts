import http from 'node:http';
import { Writable } from 'node:stream';
import Router from '@koa/router';
import pino from 'pino';
import { z } from 'zod';
import { createServiceApp } from './app';
import { startHttpServer, type HttpServer } from './http';
import { metricsRegistry } from './metrics';
import { answerPublicRead, gatewayKeepHeader, MicroCache } from './micro-cache';
import { validateQuery } from './validate';

interface Answer {
  status: number;
  /** Raw header names and values in the order they came, without Date and X-Request-Id (set per answer). */
  headers: string[];
  requestId: string | undefined;
  body: Buffer;
}

const lines: Record<string, unknown>[] = [];
let server: HttpServer;
let microCache: MicroCache;
/** Requests that reached the routers (Koa's middleware ran for them). */
let koaAnswers = 0;
let storeUp = true;
const listBody = Buffer.from(
  JSON.stringify([
    { id: 'a1', title: 'First' },
    { id: 'a2', title: 'Second' },
  ]),
);

function get(path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: server.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const pairs: string[] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!;
          if (!/^(date|x-request-id)$/i.test(name)) pairs.push(`${name}: ${response.rawHeaders[index + 1]}`);
        }
        const requestId = response.headers['x-request-id'];
        resolve({
          status: response.statusCode!,
          headers: pairs,
          requestId: typeof requestId === 'string' ? requestId : undefined,
          body: Buffer.concat(chunks),
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The request lines logged for `reqId` (logged once the answer is closed, which may follow the client's read). */
async function requestLines(reqId: string): Promise<Record<string, unknown>[]> {
  for (let waited = 0; waited < 1_000 && !lines.some((line) => line.reqId === reqId); waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return lines.filter((line) => line.reqId === reqId && line.msg === 'request');
}

async function requestsCounted(route: string, status: number): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('http_requests_total')!.get();
  return metric.values.find((value) => value.labels.route === route && value.labels.status === String(status))?.value ?? 0;
}

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino(sink);
  microCache = new MicroCache({ logger, storeAvailable: () => storeUp });
  const router = new Router();
  router.use(async (_ctx, next) => {
    koaAnswers += 1;
    await next();
  });
  router.get('/reads/list', (ctx) => answerPublicRead(ctx, listBody, { expiresAt: Date.now() + 60_000 }));
  router.get('/reads/article', (ctx) => answerPublicRead(ctx, { id: 'a1', title: 'First' }, { expiresAt: Date.now() + 60_000 }));
  router.get('/reads/brief', (ctx) => answerPublicRead(ctx, listBody, { expiresAt: Date.now() + 300 }));
  router.get('/reads/shared', (ctx) => answerPublicRead(ctx, listBody, { expiresAt: Date.now() + 2_000, gatewayMayKeep: true }));
  router.get('/reads/counted', (ctx) => {
    const { limit } = validateQuery(ctx, z.object({ limit: z.coerce.number().int().min(1).max(10) }));
    answerPublicRead(ctx, { limit }, { expiresAt: Date.now() + 60_000 });
  });
  const app = createServiceApp({
    name: 'micro-cache-test',
    logger,
    routers: [router],
    verifier: undefined,
    storeAvailable: () => storeUp,
    ready: async () => true,
    correlateEvents: false,
    microCache,
  });
  server = await startHttpServer(app, 0, '127.0.0.1', { answerFirst: microCache.answer });
});

afterAll(() => server.close());

beforeEach(() => {
  microCache.clear();
  storeUp = true;
});

describe('MicroCache', () => {
  it("when a public read is asked again, then the micro-cache answers it with Koa's status, headers and body", async () => {
    const fromKoa = await get('/reads/list');
    const before = koaAnswers;
    const fromCache = await get('/reads/list');

    expect(koaAnswers).toBe(before);
    expect(fromKoa.status).toBe(200);
    expect(fromKoa.headers).toEqual(
      expect.arrayContaining([
        'Content-Type: application/json; charset=utf-8',
        'Cache-Control: no-cache',
        expect.stringMatching(/^ETag: "/),
      ]),
    );
    expect({ ...fromCache, requestId: undefined }).toEqual({ ...fromKoa, requestId: undefined });
    expect(fromCache.body.equals(listBody)).toBe(true);
  });

  it("when the route answers a value, then the kept answer holds Koa's JSON bytes of it", async () => {
    const fromKoa = await get('/reads/article');
    const before = koaAnswers;
    const fromCache = await get('/reads/article');

    expect(koaAnswers).toBe(before);
    expect(fromCache.body.toString()).toBe('{"id":"a1","title":"First"}');
    expect({ ...fromCache, requestId: undefined }).toEqual({ ...fromKoa, requestId: undefined });
  });

  it("when a kept answer is replayed, then it echoes the caller's well-formed request id and makes a new one otherwise", async () => {
    await get('/reads/list');
    const before = koaAnswers;
    const traced = await get('/reads/list', { 'x-request-id': 'trace-micro-1' });
    const malformed = await get('/reads/list', { 'x-request-id': 'bad id\twith spaces' });
    const untraced = await get('/reads/list');

    expect(koaAnswers).toBe(before);
    expect(traced.requestId).toBe('trace-micro-1');
    expect(malformed.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(untraced.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(untraced.requestId).not.toBe(malformed.requestId);
  });

  it("when If-None-Match names the kept answer's ETag, then the micro-cache answers 304 as Koa does", async () => {
    const { headers } = await get('/reads/list');
    const etag = headers.find((header) => header.startsWith('ETag: '))!.slice('ETag: '.length);
    microCache.clear();
    const before = koaAnswers;
    const notModifiedByKoa = await get('/reads/list', { 'if-none-match': etag });
    expect(koaAnswers).toBe(before + 1);
    await get('/reads/list');
    const notModifiedFromCache = await get('/reads/list', { 'if-none-match': etag });
    const weakFromCache = await get('/reads/list', { 'if-none-match': `W/${etag}` });

    expect(koaAnswers).toBe(before + 2);
    expect(notModifiedByKoa.status).toBe(304);
    expect(notModifiedByKoa.body.length).toBe(0);
    expect({ ...notModifiedFromCache, requestId: undefined }).toEqual({ ...notModifiedByKoa, requestId: undefined });
    expect({ ...weakFromCache, requestId: undefined }).toEqual({ ...notModifiedByKoa, requestId: undefined });
  });

  it.each([
    ['Authorization', { authorization: 'Bearer some-token' }],
    ['If-Modified-Since', { 'if-modified-since': new Date().toUTCString() }],
    ['another ETag', { 'if-none-match': '"something-else"' }],
    ['Cache-Control beside If-None-Match', { 'if-none-match': '"something-else"', 'cache-control': 'no-cache' }],
  ])('when the request carries %s, then Koa answers it, as it did before', async (_what, headers) => {
    const kept = await get('/reads/list');
    const before = koaAnswers;
    const answer = await get('/reads/list', headers);

    expect(koaAnswers).toBe(before + 1);
    expect({ ...answer, requestId: undefined }).toEqual({ ...kept, requestId: undefined });
  });

  it('when a GET carries a body, or the method is HEAD, then Koa answers it', async () => {
    await get('/reads/list');
    const before = koaAnswers;
    const withBody = await get('/reads/list', { 'content-type': 'application/json', 'content-length': 2 }, 'GET', '{}');
    const head = await get('/reads/list', {}, 'HEAD');

    expect(koaAnswers).toBe(before + 2);
    expect(withBody.body.equals(listBody)).toBe(true);
    expect(head.status).toBe(200);
  });

  it('when the query fails validation, then the answer is never kept: each request gets the same 400 from Koa', async () => {
    const first = await get('/reads/counted?limit=abc');
    const before = koaAnswers;
    const second = await get('/reads/counted?limit=abc');

    expect(koaAnswers).toBe(before + 1);
    expect(first.status).toBe(400);
    expect(JSON.parse(second.body.toString())).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringMatching(/^limit: /) });
    expect({ ...second, requestId: undefined }).toEqual({ ...first, requestId: undefined });
    expect(microCache.size).toBe(0);
  });

  it('when queries differ, then each URL has its own kept answer', async () => {
    const three = await get('/reads/counted?limit=3');
    const four = await get('/reads/counted?limit=4');
    const before = koaAnswers;

    expect((await get('/reads/counted?limit=3')).body.toString()).toBe(three.body.toString());
    expect((await get('/reads/counted?limit=4')).body.toString()).toBe(four.body.toString());
    expect(three.body.toString()).toBe('{"limit":3}');
    expect(koaAnswers).toBe(before);
  });

  it("when the answer's time is up, then Koa answers again", async () => {
    await get('/reads/brief');
    const before = koaAnswers;
    await get('/reads/brief');
    expect(koaAnswers).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await get('/reads/brief');

    expect(koaAnswers).toBe(before + 1);
  });

  it("when the database is unreachable, then Koa's store guard answers 503, not the kept answer", async () => {
    await get('/reads/list');
    storeUp = false;
    const answer = await get('/reads/list');

    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'STORE_UNAVAILABLE' });
  });

  it("when the micro-cache answers, then each answer has Koa's request log line and is counted in the same metrics", async () => {
    const countedBefore = await requestsCounted('/reads/list', 200);
    const notModifiedBefore = await requestsCounted('/reads/list', 304);
    const fromKoa = await get('/reads/list', { 'x-request-id': 'micro-log-koa' });
    const etag = fromKoa.headers.find((header) => header.startsWith('ETag: '))!.slice('ETag: '.length);
    const before = koaAnswers;
    await get('/reads/list', { 'x-request-id': 'micro-log-cached' });
    await get('/reads/list', { 'x-request-id': 'micro-log-304', 'if-none-match': etag });

    expect(koaAnswers).toBe(before);
    const [koaLine] = await requestLines('micro-log-koa');
    const [cachedLine] = await requestLines('micro-log-cached');
    const [notModifiedLine] = await requestLines('micro-log-304');
    expect(Object.keys(cachedLine!).sort()).toEqual(Object.keys(koaLine!).sort());
    expect(cachedLine).toMatchObject({ method: 'GET', url: '/reads/list', status: 200, ms: expect.any(Number), level: 30 });
    expect(notModifiedLine).toMatchObject({ method: 'GET', url: '/reads/list', status: 304 });
    expect(await requestsCounted('/reads/list', 200)).toBe(countedBefore + 2);
    expect(await requestsCounted('/reads/list', 304)).toBe(notModifiedBefore + 1);
  });

  it('when a read is not offered to the gateway, then no answer says the gateway may keep it', async () => {
    const fromKoa = await get('/reads/list');
    const replayed = await get('/reads/list');

    for (const answer of [fromKoa, replayed]) {
      expect(answer.headers.some((header) => header.toLowerCase().startsWith(`${gatewayKeepHeader}:`))).toBe(false);
    }
  });

  it('when a read is offered to the gateway, then each answer, replays included, says how long is left until it expires', async () => {
    const keepMsOf = (answer: Answer) =>
      Number(answer.headers.find((header) => header.toLowerCase().startsWith(`${gatewayKeepHeader}:`))!.split(': ')[1]);
    const fromKoa = await get('/reads/shared');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = koaAnswers;
    const replayed = await get('/reads/shared');

    expect(koaAnswers).toBe(before);
    expect(keepMsOf(fromKoa)).toBeGreaterThan(1_500);
    expect(keepMsOf(fromKoa)).toBeLessThanOrEqual(2_000);
    expect(keepMsOf(replayed)).toBeLessThanOrEqual(keepMsOf(fromKoa) - 250);
    expect(keepMsOf(replayed)).toBeGreaterThan(0);
  });
});

describe('MicroCache.keep (an answer another server made)', () => {
  const body = Buffer.from('{"kept":true}');
  const serve = async (cache: MicroCache, request: http.OutgoingHttpHeaders = {}): Promise<Answer | 'not answered'> => {
    const other = http.createServer((req, res) => {
      if (!cache.answer(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const port = (other.address() as { port: number }).port;
      const answer = await new Promise<Answer>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/kept?x=1', headers: request }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const headers: string[] = [];
              for (let index = 0; index < response.rawHeaders.length; index += 2) {
                headers.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
              }
              const requestId = response.headers['x-request-id'];
              resolve({ status: response.statusCode!, headers, requestId: requestId as string, body: Buffer.concat(chunks) });
            });
          })
          .on('error', reject);
      });
      return answer.status === 599 ? 'not answered' : answer;
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  };
  const keptCache = (decorate?: (req: http.IncomingMessage, res: http.ServerResponse) => void) => {
    const cache = new MicroCache({ logger: pino({ level: 'silent' }), decorate });
    cache.keep('/kept?x=1', {
      headers: [
        ['content-type', 'application/json; charset=utf-8'],
        ['content-length', body.length],
        ['etag', '"kept-1"'],
        ['date', 'Thu, 01 Jan 2026 00:00:00 GMT'],
        ['x-request-id', 'the-first-request'],
      ],
      body,
      etag: '"kept-1"',
      route: '/kept',
      expiresAt: Date.now() + 60_000,
    });
    return cache;
  };

  it("when the same URL is asked, then it is answered with the kept bytes, this server's headers and the request's own id", async () => {
    const cache = keptCache((_req, res) => res.setHeader('X-Content-Type-Options', 'nosniff'));

    const answer = await serve(cache, { 'x-request-id': 'a-second-request' });

    expect(answer).toMatchObject({ status: 200, body, requestId: 'a-second-request' });
    const { headers } = answer as Answer;
    expect(headers).toEqual(
      expect.arrayContaining(['X-Content-Type-Options: nosniff', 'content-type: application/json; charset=utf-8', 'etag: "kept-1"']),
    );
    expect(headers.filter((header) => /^date:/i.test(header))).not.toContain('date: Thu, 01 Jan 2026 00:00:00 GMT');
  });

  it('when If-None-Match names the kept ETag, then 304; when the answer had no ETag, then a conditional request is not answered', async () => {
    const withEtag = keptCache();
    const withoutEtag = new MicroCache({ logger: pino({ level: 'silent' }) });
    withoutEtag.keep('/kept?x=1', {
      headers: [['content-type', 'application/json']],
      body,
      etag: undefined,
      route: '/kept',
      expiresAt: Date.now() + 60_000,
    });

    expect(await serve(withEtag, { 'if-none-match': '"kept-1"' })).toMatchObject({ status: 304, body: Buffer.alloc(0) });
    expect(await serve(withoutEtag, { 'if-none-match': '"kept-1"' })).toBe('not answered');
    expect(await serve(withoutEtag)).toMatchObject({ status: 200, body });
  });

  it('when the answer has already expired, or the request carries credentials, then it is not answered', async () => {
    const expired = new MicroCache({ logger: pino({ level: 'silent' }) });
    expired.keep('/kept?x=1', { headers: [], body, etag: undefined, route: '/kept', expiresAt: Date.now() - 1 });

    expect(await serve(expired)).toBe('not answered');
    expect(await serve(keptCache(), { authorization: 'Bearer x' })).toBe('not answered');
  });
});
