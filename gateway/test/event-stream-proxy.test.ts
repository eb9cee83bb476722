import type http from 'node:http';
import { openEventStream, type EventStreamClient } from '@padel/tools/testing/event-stream-client';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

const UPSTREAM_TIMEOUT_MS = 300;
const STREAM_IDLE_TIMEOUT_MS = 1_500;

/** An upstream live stream the test writes to, as the tournaments service does on every change. */
interface UpstreamStream {
  url: string;
  response: http.ServerResponse;
  closed: Promise<void>;
}

describe('/api/tournaments/:id/live through the gateway (server-sent events)', () => {
  let upstream: TestUpstream;
  let gatewayUrl: string;
  const streams: UpstreamStream[] = [];
  const clients: EventStreamClient[] = [];

  beforeAll(async () => {
    upstream = await startUpstream((request, response) => {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 2000\n\n');
      streams.push({ url: request.url, response, closed: new Promise((resolve) => response.once('close', () => resolve())) });
    });
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      TOURNAMENTS_URL: upstream.url,
      UPSTREAM_TIMEOUT_MS,
      STREAM_IDLE_TIMEOUT_MS,
    }));
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => upstream.close(),
    ),
  );

  /** Opens a stream through the gateway and returns both ends. */
  async function openLive(headers: http.OutgoingHttpHeaders = {}): Promise<{ client: EventStreamClient; stream: UpstreamStream }> {
    const path = `/api/tournaments/t-${streams.length}/live`;
    const client = await openEventStream(`${gatewayUrl}${path}`, headers);
    clients.push(client);
    const stream = streams.find((candidate) => candidate.url === path);
    if (!stream) throw new Error(`the upstream did not receive ${path}`);
    return { client, stream };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('when the upstream writes events one by one, then each reaches the client before the next is written, uncompressed', async () => {
    const { client, stream } = await openLive({ 'accept-encoding': 'gzip, deflate, br' });

    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['cache-control']).toBe('no-cache');
    for (const point of [1, 2, 3]) {
      const written = performance.now();
      stream.response.write(`id: ${point}\nevent: match\ndata: {"point":${point}}\n\n`);

      const event = await client.nextEvent(1_000);

      expect(event).toMatchObject({ event: 'match', id: String(point), data: `{"point":${point}}` });
      expect(event.receivedAt - written).toBeLessThan(200);
    }
    expect(client.retry).toBe(2000);
  });

  it('when the stream stays silent longer than the upstream timeout, then it stays open and later events still arrive', async () => {
    const { client, stream } = await openLive();

    await sleep(UPSTREAM_TIMEOUT_MS * 3);
    stream.response.write(': heartbeat\n\n');
    await sleep(UPSTREAM_TIMEOUT_MS * 3);
    stream.response.write('event: draw\ndata: {"type":"draw","draw":null}\n\n');

    expect(await client.nextEvent(1_000)).toMatchObject({ event: 'draw', data: '{"type":"draw","draw":null}' });
    expect(client.comments).toContain('heartbeat');
  });

  it('when the upstream stays silent longer than the stream idle timeout, then the gateway ends both sides (the browser reconnects)', async () => {
    const openedAt = performance.now();
    const { client, stream } = await openLive();

    await Promise.all([client.ended, stream.closed]);

    expect(performance.now() - openedAt).toBeGreaterThanOrEqual(STREAM_IDLE_TIMEOUT_MS - 50);
  });

  it('when the client hangs up, then the gateway closes its upstream stream at once', async () => {
    const { client, stream } = await openLive();
    stream.response.write('event: draw\ndata: {}\n\n');
    await client.nextEvent(1_000);

    const closedAt = performance.now();
    client.close();
    await stream.closed;

    expect(performance.now() - closedAt).toBeLessThan(500);
  });
});
