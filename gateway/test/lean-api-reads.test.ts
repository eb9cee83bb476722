import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { startHttpServer, type HttpServer } from '@padel/service-kit';
import { releaseAll } from '@padel/tools/testing/release-all';
import { createGatewayApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { uniqueClientAddress } from './support/limits-support';
import { eventually, requestsCounted } from './support/request-records';
import { startUpstream, unusedUrl, type TestUpstream } from './support/upstream';

/**
 * The lean path for proxied API reads (decision 159) against Koa's chain: one gateway app, listened to twice, once
 * with the lean path in front (as started) and once with Koa alone; the same request to each must get the same status,
 * headers, bytes, log lines and metrics.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What one listener did with one request: its answer, its log lines and how many times it was counted. */
interface Run {
  answer: { status: number; headers: Record<string, unknown>; body: string };
  lines: Record<string, unknown>[];
  counted: number;
}

/** Headers that differ between any two answers (the clock, the listener's own connection). */
const perAnswer = new Set(['date', 'connection', 'keep-alive']);

function send(baseUrl: string, path: string, options: http.RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !perAnswer.has(name)));
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The request line and other lines of one request id, without what changes between two runs (time, duration, the
 * call stack an error was thrown through).
 */
function linesOf(lines: Record<string, unknown>[], reqId: string): Record<string, unknown>[] {
  return lines
    .filter((line) => line.reqId === reqId)
    .map(({ time: _time, ms, err, ...rest }) => ({
      ...rest,
      ms: typeof ms,
      ...(err ? { err: { ...(err as object), stack: typeof (err as { stack?: unknown }).stack } } : {}),
    }));
}

describe('proxied API reads without Koa', () => {
  const lines: Record<string, unknown>[] = [];
  let lean: HttpServer;
  let koaOnly: HttpServer;
  let close: () => Promise<void>;
  let news: TestUpstream;
  let teams: TestUpstream;
  let requestNumber = 0;

  beforeAll(async () => {
    news = await startUpstream((request, res) => {
      if (request.url.startsWith('/api/news/dropped')) return void res.socket?.destroy();
      if (request.url.startsWith('/api/news/slow')) return void setTimeout(() => res.end('late'), 300);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag: '"n1"', vary: 'Origin' });
      res.end(JSON.stringify({ url: request.url, forwardedFor: request.headers['x-forwarded-for'], id: request.headers['x-request-id'] }));
    });
    teams = await startUpstream();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Record<string, unknown>);
        done();
      },
    });
    const config: Config = {
      ...loadConfig(process.env),
      PORT: 0,
      NEWS_URL: news.url,
      TEAMS_URL: teams.url,
      PLAYERS_URL: await unusedUrl(),
      SIGNUP_RATE_LIMIT: 1,
      TRUSTED_PROXY_COUNT: 1,
    };
    const gateway = createGatewayApp(config, pino({ name: 'gateway', base: { service: 'gateway' } }, sink));
    lean = await startHttpServer(gateway.app, 0, undefined, { answerFirst: gateway.answerFirst });
    koaOnly = await startHttpServer(gateway.app, 0);
    close = async () => {
      await Promise.all([lean.close(), koaOnly.close()]);
      gateway.proxy.close();
      await gateway.limitStore.close();
    };
  });

  afterAll(() =>
    releaseAll(
      () => close(),
      () => Promise.all([news.close(), teams.close()]),
    ),
  );

  /** Sends the same request (with the same request id) to both listeners; returns both answers, lines and counts. */
  async function both(path: string, options: http.RequestOptions & { route: string; expectedStatus: number }) {
    const runs: Run[] = [];
    for (const server of [lean, koaOnly]) {
      requestNumber += 1;
      const reqId = `lean-test-${Date.now()}-${requestNumber}`;
      const labels = { method: options.method ?? 'GET', route: options.route, status: String(options.expectedStatus) };
      const countedBefore = await requestsCounted(labels);
      const answer = await send(`http://127.0.0.1:${server.port}`, path, {
        ...options,
        headers: { ...options.headers, 'x-request-id': reqId },
      });
      await eventually(() => lines.some((line) => line.reqId === reqId && line.msg === 'request'));
      const body = answer.body.replaceAll(reqId, '<id>');
      runs.push({
        answer: { ...answer, body, headers: { ...answer.headers, 'x-request-id': answer.headers['x-request-id'] === reqId } },
        lines: linesOf(lines, reqId).map((line) => ({ ...line, reqId: '<id>' })),
        counted: (await requestsCounted(labels)) - countedBefore,
      });
    }
    return { lean: runs[0]!, koa: runs[1]! };
  }

  it('when a news list is read, then the lean answer has Koa’s status, headers, bytes, request line and count', async () => {
    const { lean: leanRun, koa } = await both('/api/news?page=2&q=padel%20dubai', { route: '/api/news', expectedStatus: 200 });

    expect(leanRun.answer.status).toBe(200);
    expect(leanRun.answer.headers['content-security-policy']).toBeDefined();
    expect(leanRun.answer.headers.vary).toBe('Origin');
    expect(JSON.parse(leanRun.answer.body)).toEqual({
      url: '/api/news?page=2&q=padel%20dubai',
      forwardedFor: expect.stringContaining('127.0.0.1'),
      id: '<id>',
    });
    expect(leanRun.answer.headers['x-request-id']).toBe(true);
    expect(leanRun.lines).toEqual([
      {
        level: 30,
        service: 'gateway',
        name: 'gateway',
        reqId: '<id>',
        method: 'GET',
        url: '/api/news?page=2&q=padel%20dubai',
        status: 200,
        ms: 'number',
        msg: 'request',
      },
    ]);
    expect(leanRun.counted).toBe(1);
    expect(leanRun).toEqual(koa);
  });

  it('when a HEAD comes behind a trusted https proxy, then both paths answer it alike (HSTS, forwarded headers)', async () => {
    const options = {
      method: 'HEAD',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'padel.example', 'x-forwarded-for': uniqueClientAddress() },
      route: '/api/news',
      expectedStatus: 200,
    };
    const { lean: leanRun, koa } = await both('/api/news', options);

    expect(leanRun.answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(leanRun.answer.body).toBe('');
    expect(leanRun).toEqual(koa);
  });

  it.each([
    ['is empty', 'Bearer '],
    ['fails verification', 'Bearer not.a.token'],
  ])('when a bearer token %s, then both paths answer 401 with the same JSON, lines and count', async (_case, authorization) => {
    const { lean: leanRun, koa } = await both('/api/teams/me', { headers: { authorization }, route: '/api/teams', expectedStatus: 401 });

    expect(leanRun.answer.status).toBe(401);
    expect(JSON.parse(leanRun.answer.body)).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(leanRun.lines.map((line) => line.msg)).toEqual(['request rejected', 'request']);
    expect(leanRun.counted).toBe(1);
    expect(leanRun).toEqual(koa);
  });

  it('when the upstream refuses the connection, then both paths answer 503 with Retry-After alike', async () => {
    const { lean: leanRun, koa } = await both('/api/players', { route: '/api/players', expectedStatus: 503 });

    expect(leanRun.answer.status).toBe(503);
    expect(leanRun.answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(leanRun.answer.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(leanRun.lines.map((line) => line.msg)).toEqual(['upstream unreachable', 'request failed', 'request']);
    expect(leanRun).toEqual(koa);
  });

  it('when the upstream drops the connection before answering, then both paths try again and answer 503 alike', async () => {
    const { lean: leanRun, koa } = await both('/api/news/dropped', { route: '/api/news', expectedStatus: 503 });

    expect(leanRun.answer.status).toBe(503);
    expect(leanRun.lines.map((line) => line.msg)).toEqual([
      'upstream gave no answer; request sent again',
      'upstream unreachable',
      'request failed',
      'request',
    ]);
    expect(leanRun).toEqual(koa);
  });

  it('when a limited route is posted to over its limit, then the lean listener still answers 429 (writes go to Koa)', async () => {
    const address = uniqueClientAddress();
    const post = () =>
      send(`http://127.0.0.1:${lean.port}`, '/api/auth/signup', { method: 'POST', headers: { 'x-forwarded-for': address } });

    expect((await post()).status).toBe(503); // the players service is down: the attempt counts
    const refused = await post();

    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'SIGNUP_RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('when a client hangs up before the answer, then both paths log and count the request alike', async () => {
    {
      const config = { route: '/api/news', expectedStatus: 404 };
      // The request goes out, the client leaves at once: Koa's status (404) is what is logged, as on Koa's path.
      const leave = async (server: HttpServer, reqId: string) => {
        const req = http.request(`http://127.0.0.1:${server.port}/api/news/slow`, { agent: false, headers: { 'x-request-id': reqId } });
        req.on('error', () => undefined);
        req.end();
        await new Promise((resolve) => setTimeout(resolve, 100));
        req.destroy();
        await eventually(() => lines.some((line) => line.reqId === reqId && line.msg === 'request'));
        return linesOf(lines, reqId);
      };
      const before = await requestsCounted({ method: 'GET', ...config, status: '404' });
      const leanLines = await leave(lean, `lean-hangup-${Date.now()}`);
      const koaLines = await leave(koaOnly, `koa-hangup-${Date.now()}`);

      expect(leanLines).toEqual([expect.objectContaining({ msg: 'request', status: 404 })]);
      expect(leanLines.map(({ reqId: _reqId, ...rest }) => rest)).toEqual(koaLines.map(({ reqId: _reqId, ...rest }) => rest));
      expect((await requestsCounted({ method: 'GET', ...config, status: '404' })) - before).toBe(2);
    }
  });
});
