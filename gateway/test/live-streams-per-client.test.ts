import type http from 'node:http';
import { openEventStream, type EventStreamClient } from '@padel/tools/testing/event-stream-client';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

const LIVE_STREAMS_PER_CLIENT = 3;

// Issue 31, point 8: one address holds at most a few live streams; before, the gateway passed every one on.
describe('live streams per client address through the gateway', () => {
  let upstream: TestUpstream;
  let gatewayUrl: string;
  const upstreamResponses: http.ServerResponse[] = [];
  const clients: EventStreamClient[] = [];

  beforeAll(async () => {
    upstream = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      response.write('retry: 2000\n\n');
      upstreamResponses.push(response);
    });
    ({ url: gatewayUrl } = await start({ PORT: 0, TOURNAMENTS_URL: upstream.url, LIVE_STREAMS_PER_CLIENT }));
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

  const openLive = async (tournament: string) => {
    const client = await openEventStream(`${gatewayUrl}/api/tournaments/${tournament}/live`);
    clients.push(client);
    return client;
  };

  it('when an address holds as many live streams as it may, then one more is 429 with Retry-After and the service never sees it; a closed one frees a place', async () => {
    const open = [await openLive('t1'), await openLive('t2'), await openLive('t3')];
    const seenBefore = upstreamResponses.length;

    const refused = await openLive('t4');

    expect(open.map((client) => client.status)).toEqual([200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(await refused.body)).toMatchObject({ code: 'TOO_MANY_LIVE_STREAMS', params: { max: LIVE_STREAMS_PER_CLIENT } });
    expect(upstreamResponses.length).toBe(seenBefore);

    open[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openLive('t5');

    expect(again.status).toBe(200);
  });
});
