import { createHash } from 'node:crypto';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

/** Bytes that differ along their length, so a lost or repeated chunk shows. */
const bytesOf = (length: number) => Buffer.from(Array.from({ length }, (_, index) => index % 251));
const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex');

const small = bytesOf(8 * 1024);
const large = bytesOf(300 * 1024);

describe('reads through the gateway (written with their head when short, streamed otherwise)', () => {
  let upstream: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    upstream = await startUpstream((request, res) => {
      const path = request.url.split('?')[0];
      if (path === '/api/news/unsized') {
        // No length: the body comes in pieces, a little apart.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        let sent = 0;
        const next = () => {
          if (sent >= large.length) return void res.end();
          res.write(large.subarray(sent, sent + 50_000));
          sent += 50_000;
          setTimeout(next, 5);
        };
        return next();
      }
      if (path === '/api/news/not-modified') {
        res.writeHead(304, { etag: '"v1"', 'cache-control': 'no-cache' });
        return void res.end();
      }
      const body = path === '/api/news/large' ? large : small;
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length, etag: '"v1"' });
      res.end(request.method === 'HEAD' ? undefined : body);
    });
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: upstream.url }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => upstream.close(),
    ),
  );

  it.each([
    ['a short answer of known length', '/api/news/small', small],
    ['an answer longer than the gateway gathers', '/api/news/large', large],
    ['an answer of unknown length, in pieces', '/api/news/unsized', large],
  ])('when %s is read, then the client gets every byte, once, with the headers', async (_what, path, expected) => {
    const response = await fetch(`${gatewayUrl}${path}`);
    const body = Buffer.from(await response.arrayBuffer());

    expect(response.status).toBe(200);
    expect(body.length).toBe(expected.length);
    expect(digest(body)).toBe(digest(expected));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a HEAD is sent, then the length comes back without a body', async () => {
    const response = await fetch(`${gatewayUrl}/api/news/large`, { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(large.length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("when the service answers 304, then the client gets it with the service's validators", async () => {
    const response = await fetch(`${gatewayUrl}/api/news/not-modified`, { headers: { 'if-none-match': '"v1"' } });

    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
  });
});
