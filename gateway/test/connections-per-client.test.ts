import type http from 'node:http';
import net from 'node:net';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

const CONNECTIONS_PER_CLIENT = 3;

/** A TCP connection to the gateway, open once connected; `closed` settles when the gateway (or anyone) closes it. */
async function connect(url: string): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** The status line of a GET /health sent on `socket`, or 'closed' when the connection ends first. */
function healthOn(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) resolve(received.slice(0, received.indexOf('\r\n')));
    });
    socket.once('close', () => resolve(received ? received.slice(0, received.indexOf('\r\n')) : 'closed'));
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

// Issue 31, point 8: one address could hold as many connections as the machine allows.
describe('connections per client address, clients connecting directly (no trusted proxy)', () => {
  let gatewayUrl = '';
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    ({ url: gatewayUrl } = await start({ PORT: 0, CONNECTIONS_PER_CLIENT }));
  });
  afterEach(async () => {
    const closed = sockets
      .splice(0)
      .map((socket) => (socket.closed ? undefined : new Promise((resolve) => socket.once('close', resolve).destroy())));
    await Promise.all(closed);
  });
  afterAll(() => stop());

  it('when an address holds as many idle connections as it may, then one more is closed at once; a closed one frees a place', async () => {
    const held = await Promise.all(Array.from({ length: CONNECTIONS_PER_CLIENT }, () => connect(gatewayUrl)));
    sockets.push(...held.map((connection) => connection.socket));

    const extra = await connect(gatewayUrl);
    sockets.push(extra.socket);
    const extraClosed = await settledWithin(extra.closed, 2_000);
    const heldStillServed = await healthOn(held[0]!.socket);
    held[1]!.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await connect(gatewayUrl);
    sockets.push(again.socket);

    expect(extraClosed).toBe(true);
    expect(heldStillServed).toBe('HTTP/1.1 200 OK');
    expect(await healthOn(again.socket)).toBe('HTTP/1.1 200 OK');
  });
});

describe('connections per client address behind one trusted proxy', () => {
  let upstream: TestUpstream;
  let gatewayUrl = '';
  const waiting: http.ServerResponse[] = [];
  beforeAll(async () => {
    upstream = await startUpstream((_request, response) => waiting.push(response));
    ({ url: gatewayUrl } = await start({ PORT: 0, TRUSTED_PROXY_COUNT: 1, CONNECTIONS_PER_CLIENT, NEWS_URL: upstream.url }));
  });
  afterAll(() =>
    releaseAll(
      () => stop(),
      () => upstream.close(),
    ),
  );

  const get = (path: string, client: string) => fetch(`${gatewayUrl}${path}`, { headers: { 'x-forwarded-for': client } });

  it('when a client address has as many requests in progress as it may, then one more is 429 TOO_MANY_CONNECTIONS before the service sees it, while another address is served', async () => {
    const slow = Array.from({ length: CONNECTIONS_PER_CLIENT }, (_, index) => get(`/api/news/slow-${index}`, '198.51.100.7'));
    while (waiting.length < CONNECTIONS_PER_CLIENT) await new Promise((resolve) => setTimeout(resolve, 20));
    const seen = upstream.requests.length;

    const refused = await get('/api/news/one-more', '198.51.100.7');
    const otherClient = get('/api/news/other', '198.51.100.8');
    while (upstream.requests.length === seen) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const response of waiting.splice(0)) response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    const answered = await Promise.all([...slow, otherClient]);
    const afterwards = get('/api/news/after', '198.51.100.7');
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    waiting.splice(0).forEach((response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      error: 'Too many connections from this address (at most 3). Please try again shortly.',
      code: 'TOO_MANY_CONNECTIONS',
      params: { max: CONNECTIONS_PER_CLIENT },
    });
    expect(upstream.requests.map((request) => request.url)).not.toContain('/api/news/one-more');
    expect(answered.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await afterwards).status).toBe(200);
  });
});
