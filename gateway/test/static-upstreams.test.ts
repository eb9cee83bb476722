import http from 'node:http';
import zlib from 'node:zlib';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { compressibleScript } from './support/dist';
import { startUpstream, type TestUpstream } from './support/upstream';

function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('Static front ends from their own containers (*_UPSTREAM)', () => {
  let shell: TestUpstream;
  let mfPublic: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    const serve = (label: string) =>
      startUpstream((request, res) => {
        res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(compressibleScript(`${label} ${request.url}`));
      });
    shell = await serve('shell');
    mfPublic = await serve('mf-public');
    ({ url: gatewayUrl } = await start({ PORT: 0, SHELL_UPSTREAM: shell.url, MF_PUBLIC_UPSTREAM: `${mfPublic.url}/` }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => Promise.all([shell.close(), mfPublic.close()]),
    ),
  );

  it('when a remote entry is requested, then its container gets the path without the /mf/public prefix', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/mf/public/remoteEntry.js?v=3`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(compressibleScript('mf-public /remoteEntry.js?v=3'));
  });

  it('when a page route is requested, then the shell container answers it with the full path', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/news`);

    // Assert
    expect(await response.text()).toBe(compressibleScript('shell /news'));
    expect(shell.requests.at(-1)?.url).toBe('/news');
  });

  it('when the browser accepts gzip, then the proxied script is compressed by the gateway', async () => {
    // Act
    const response = await rawGet(`${gatewayUrl}/main.js`, { 'accept-encoding': 'gzip' });

    // Assert
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe(compressibleScript('shell /main.js'));
  });
});
