import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';
import { getOnKeptConnection as get } from '@padel/tools/testing/processes';
import { releaseAll } from '@padel/tools/testing/release-all';

describe('stopping the gateway', () => {
  let slow: TestUpstream;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    const released = new Promise<void>((resolve) => (release = resolve));
    slow = await startUpstream((request, res) => {
      void released.then(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"done":true}'));
    });
  });

  afterAll(() =>
    releaseAll(
      () => release(),
      () => stop(),
      () => slow.close(),
    ),
  );

  it('when stopped with a request in flight, then the operators see /ready 503 not accepting, new connections are refused, and the request is answered with Connection: close', async () => {
    const { url, opsUrl } = await start({ PORT: 0, OPS_PORT: 0, NEWS_URL: slow.url });
    const inFlight = get(`${url}/api/news`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stopped = stop();
    const ready = await fetch(`${opsUrl}/ready`);
    const refused = await fetch(`${url}/health`).then(
      () => false,
      () => true,
    );
    release();

    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ details: { checks: { accepting: 'down' } } });
    expect(refused).toBe(true);
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    await stopped;
  });
});
