import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { gatewayKeepHeader, startHttpServer, type HttpServer } from '@padel/service-kit';
import { releaseAll } from '@padel/tools/testing/release-all';
import { createGatewayApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { eventually, requestsCounted } from './support/request-records';
import { startUpstream, unusedUrl, type TestUpstream } from './support/upstream';

/**
 * The gateway's read cache (decision 170): a service's whole 200 answer to a GET without credentials, kept for as long
 * as the service said (gatewayKeepHeader), is answered by the gateway itself to the same URL.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(baseUrl: string, path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { agent: false, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that differ between any two answers: the clock, the connection, the request's own id. */
function withoutPerAnswerHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

describe("the gateway's read cache", () => {
  const lines: Record<string, unknown>[] = [];
  let news: TestUpstream;
  let gatewayUrl: string;
  let uncachedUrl: string;
  let close: () => Promise<void>;
  let pathNumber = 0;
  /** A path of its own for each test, so no test sees another's kept answers. */
  const uniquePath = (base: string) => `${base}${base.includes('?') ? '&' : '?'}n=${(pathNumber += 1)}`;
  const forwarded = (path: string) => news.requests.filter((request) => request.url === path).length;

  beforeAll(async () => {
    news = await startUpstream((request, res) => {
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8', etag: `"${request.url.length}"` };
      const url = new URL(request.url, 'http://news');
      const keepMs = url.searchParams.get('keep');
      if (keepMs) headers[gatewayKeepHeader] = keepMs;
      if (url.searchParams.has('cookie')) headers['set-cookie'] = 'session=1';
      if (url.searchParams.has('vary')) headers.vary = url.searchParams.get('vary')!;
      const body = JSON.stringify({ url: request.url, forwardedCount: news.requests.length });
      // A whole answer of known length, as the services send: the gateway keeps nothing it streamed.
      headers['content-length'] = Buffer.byteLength(body);
      res.writeHead(Number(url.searchParams.get('status') ?? 200), headers);
      res.end(body);
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Record<string, unknown>);
        done();
      },
    });
    const config = async (overrides: Partial<Config>): Promise<Config> => ({
      ...loadConfig(process.env),
      PORT: 0,
      NEWS_URL: news.url,
      TEAMS_URL: await unusedUrl(),
      PLAYERS_URL: await unusedUrl(),
      ...overrides,
    });
    const logger = pino({ name: 'gateway', base: { service: 'gateway' } }, sink);
    const gateway = createGatewayApp(await config({}), logger);
    const uncachedGateway = createGatewayApp(await config({ READ_CACHE_MAX_BYTES: 0 }), logger);
    const servers: HttpServer[] = [
      await startHttpServer(gateway.app, 0, undefined, { answerFirst: gateway.answerFirst }),
      await startHttpServer(uncachedGateway.app, 0, undefined, { answerFirst: uncachedGateway.answerFirst }),
    ];
    [gatewayUrl, uncachedUrl] = servers.map((server) => `http://127.0.0.1:${server.port}`) as [string, string];
    close = async () => {
      await Promise.all(servers.map((server) => server.close()));
      for (const { proxy, limitStore } of [gateway, uncachedGateway]) {
        proxy.close();
        await limitStore.close();
      }
    };
  });

  afterAll(() =>
    releaseAll(
      () => close(),
      () => news.close(),
    ),
  );

  describe('GET /api/news', () => {
    it('when a read the service lets the gateway keep is asked again, then the gateway answers it with the same status, headers and bytes, without the service', async () => {
      const path = uniquePath('/api/news?keep=60000');

      const first = await send(gatewayUrl, path, { 'x-request-id': 'read-cache-first' });
      const second = await send(gatewayUrl, path, { 'x-request-id': 'read-cache-second' });

      expect(forwarded(path)).toBe(1);
      expect(second.status).toBe(200);
      expect(second.body).toBe(first.body);
      expect(withoutPerAnswerHeaders(second.headers)).toEqual(withoutPerAnswerHeaders(first.headers));
      expect(second.headers['x-request-id']).toBe('read-cache-second');
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers.vary).toBe('Accept-Encoding');
    });

    it('when the service says how long the gateway may keep an answer, then that word never reaches the client', async () => {
      const path = uniquePath('/api/news?keep=60000');

      const answers = [await send(gatewayUrl, path), await send(gatewayUrl, path), await send(uncachedUrl, path)];

      for (const answer of answers) expect(answer.headers[gatewayKeepHeader]).toBeUndefined();
    });

    it('when the time the service gave is up, then the next read goes to the service again', async () => {
      const path = uniquePath('/api/news?keep=300');

      await send(gatewayUrl, path);
      await send(gatewayUrl, path);
      await new Promise((resolve) => setTimeout(resolve, 350));
      await send(gatewayUrl, path);

      expect(forwarded(path)).toBe(2);
    });

    it('when If-None-Match names the kept ETag, then the gateway answers 304 without the service', async () => {
      const path = uniquePath('/api/news?keep=60000');
      const first = await send(gatewayUrl, path);

      const notModified = await send(gatewayUrl, path, { 'if-none-match': first.headers.etag! });

      expect(notModified.status).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(first.headers.etag);
      expect(forwarded(path)).toBe(1);
    });

    it.each([
      ['the service did not say the gateway may keep it', '/api/news'],
      ['the answer is not a 200', '/api/news?keep=60000&status=203'],
      ['the answer sets a cookie', '/api/news?keep=60000&cookie'],
      ['the answer varies by more than its encoding', '/api/news?keep=60000&vary=Accept-Language'],
      ['the service gave no time left', '/api/news?keep=0'],
    ])('when %s, then every read goes to the service', async (_case, base) => {
      const path = uniquePath(base);

      await send(gatewayUrl, path);
      await send(gatewayUrl, path);

      expect(forwarded(path)).toBe(2);
    });

    it('when a read carries credentials, then it is not answered from what was kept: its token is checked', async () => {
      const path = uniquePath('/api/news?keep=60000');
      await send(gatewayUrl, path);

      const withBadToken = await send(gatewayUrl, path, { authorization: 'Bearer not-a-token' });

      expect(withBadToken.status).toBe(401);
    });

    it('when the read cache is off (READ_CACHE_MAX_BYTES 0), then every read goes to the service', async () => {
      const path = uniquePath('/api/news?keep=60000');

      await send(uncachedUrl, path);
      await send(uncachedUrl, path);

      expect(forwarded(path)).toBe(2);
    });

    it('when the gateway answers from what it kept, then the read is logged and counted as a proxied one', async () => {
      const path = uniquePath('/api/news?keep=60000');
      const countedBefore = await requestsCounted({ method: 'GET', route: '/api/news', status: '200' });

      await send(gatewayUrl, path, { 'x-request-id': 'read-cache-log-proxied' });
      await send(gatewayUrl, path, { 'x-request-id': 'read-cache-log-kept' });

      const lineOf = (reqId: string) => lines.find((line) => line.reqId === reqId && line.msg === 'request');
      await eventually(() => lineOf('read-cache-log-kept') !== undefined);
      const { time: _t1, ms: _m1, reqId: _r1, ...proxiedLine } = lineOf('read-cache-log-proxied')!;
      const { time: _t2, ms: _m2, reqId: _r2, ...keptLine } = lineOf('read-cache-log-kept')!;
      expect(keptLine).toEqual(proxiedLine);
      expect(keptLine).toMatchObject({ method: 'GET', url: path, status: 200 });
      expect(await requestsCounted({ method: 'GET', route: '/api/news', status: '200' })).toBe(countedBefore + 2);
    });
  });
});
