import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { releaseAll } from '@padel/tools/testing/release-all';
import { configSchema } from '../src/config';
import { start, stop } from '../src/app';
import { startUpstream, unusedUrl, type TestUpstream } from './support/upstream';

/** An upstream that drops the connection under a request without answering: `reused` only on a kept-alive connection. */
async function startDropper(drop: 'reused' | 'every'): Promise<{ url: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const served = new WeakSet<Socket>();
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (drop === 'every' || served.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'x-served-by': 'dropper' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const named = (name: string) =>
  startUpstream((request, res) => {
    const status = request.url.endsWith('/busy') ? 503 : 200;
    res.writeHead(status, { 'content-type': 'application/json', 'x-served-by': name }).end(JSON.stringify(request));
  });

async function call(gatewayUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('services with several replicas', () => {
  let gatewayUrl: string;
  const upstreams: Record<string, TestUpstream> = {};
  const droppers: Record<string, Awaited<ReturnType<typeof startDropper>>> = {};

  beforeAll(async () => {
    for (const name of ['tournaments-1', 'tournaments-2', 'teams', 'news', 'players']) upstreams[name] = await named(name);
    droppers.reused = await startDropper('reused');
    droppers.every = await startDropper('every');
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      TOURNAMENTS_URL: `${upstreams['tournaments-1']!.url},${upstreams['tournaments-2']!.url}`,
      TEAMS_URL: `${await unusedUrl()}, ${upstreams.teams!.url}`,
      NEWS_URL: `${droppers.reused.url},${upstreams.news!.url}`,
      PLAYERS_URL: `${droppers.every.url},${upstreams.players!.url}`,
    }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => Promise.all([...Object.values(upstreams), ...Object.values(droppers)].map((upstream) => upstream.close())),
    ),
  );

  it('when a service has two replicas, then requests take them in turn', async () => {
    const servedBy = [];
    for (let index = 0; index < 4; index += 1) servedBy.push((await call(gatewayUrl, 'GET', '/api/tournaments')).servedBy);

    expect(servedBy.sort()).toEqual(['tournaments-1', 'tournaments-1', 'tournaments-2', 'tournaments-2']);
  });

  it('when one replica refuses connections, then every request, a POST with its body included, is answered by the other', async () => {
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(await call(gatewayUrl, 'POST', '/api/team-invitations', { invitee_id: `p-${index}` }));

    expect(answers.map(({ status, servedBy }) => `${status} ${servedBy}`)).toEqual(Array(4).fill('200 teams'));
    expect(answers.map(({ body }) => body.bodyLength)).toEqual(
      [0, 1, 2, 3].map((index) => JSON.stringify({ invitee_id: `p-${index}` }).length),
    );
  });

  it('when a replica drops a kept-alive connection under a request before answering, then another replica answers it, a POST too', async () => {
    // Writes have their own connections (reads go through a pool of their own: decision 146).
    const first = await call(gatewayUrl, 'POST', '/api/news', { title: 'first' }); // the dropper, on a new connection it keeps
    await call(gatewayUrl, 'POST', '/api/news', { title: 'second' }); // the other one

    const posted = await call(gatewayUrl, 'POST', '/api/news', { title: 'once' }); // the dropper's turn, on the kept connection

    expect(first.servedBy).toBe('dropper');
    expect(droppers.reused!.seen).toEqual(['POST /api/news', 'POST /api/news']);
    expect(posted).toMatchObject({
      status: 200,
      servedBy: 'news',
      body: { method: 'POST', bodyLength: JSON.stringify({ title: 'once' }).length },
    });
  });

  it('when a replica drops a kept-alive connection of the reads pool under a GET, then another replica answers it', async () => {
    const seenBefore = droppers.reused!.seen.length;
    const reads = [];
    // news, the dropper (a new pooled connection it keeps), news, the dropper again on that kept connection
    for (let index = 0; index < 4; index += 1) reads.push(await call(gatewayUrl, 'GET', '/api/news'));

    expect(droppers.reused!.seen.slice(seenBefore)).toEqual(['GET /api/news', 'GET /api/news']);
    expect(reads.map(({ status, servedBy }) => `${status} ${servedBy}`)).toEqual(['200 news', '200 dropper', '200 news', '200 news']);
  });

  it('when a replica drops a new connection under a request, then a GET goes to another replica and a POST answers 503', async () => {
    const read = await call(gatewayUrl, 'GET', '/api/players'); // dropped, then the other replica
    await call(gatewayUrl, 'GET', '/api/players'); // the other replica's turn

    const written = await call(gatewayUrl, 'POST', '/api/players', { name: 'twice?' }); // dropped: it may have been applied

    expect(read).toMatchObject({ status: 200, servedBy: 'players' });
    expect(written).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    expect(upstreams.players!.requests.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('when a replica answers 503, then that answer is passed on and no other replica is asked', async () => {
    const before = upstreams['tournaments-1']!.requests.length + upstreams['tournaments-2']!.requests.length;

    const answer = await call(gatewayUrl, 'GET', '/api/tournaments/busy');

    expect(answer.status).toBe(503);
    expect(upstreams['tournaments-1']!.requests.length + upstreams['tournaments-2']!.requests.length).toBe(before + 1);
  });
});

describe('replica URLs in the configuration', () => {
  const parse = (value: string) => configSchema.safeParse({ MONGO_URL: 'mongodb://127.0.0.1:27017', PLAYERS_URL: value }).success;

  it('when a service URL lists replicas separated by commas, then it is accepted; a blank or non-http entry is refused', () => {
    expect(parse('http://players-1:8011,http://players-2:8011')).toBe(true);
    expect(parse('http://players-1:8011, http://players-2:8011')).toBe(true);
    expect(parse('http://players-1:8011,,http://players-2:8011')).toBe(false);
    expect(parse('http://players-1:8011,ftp://players-2')).toBe(false);
  });
});
