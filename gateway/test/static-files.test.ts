import http from 'node:http';
import zlib from 'node:zlib';
import { start, stop } from '../src/app';
import { compressibleScript, createDist, removeDist } from './support/dist';

const shellIndex = '<!doctype html><html><head><script defer src="/main.3f2a9c1b7d.js"></script></head><body></body></html>';

/** GET without automatic decompression, so the test sees exactly what went over the wire. */
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

describe('Static front ends from dist directories', () => {
  const dists: string[] = [];
  let gatewayUrl: string;

  beforeAll(async () => {
    const shell = createDist({
      'index.html': shellIndex,
      'main.3f2a9c1b7d.js': compressibleScript('shell main'),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.env': 'SECRET=1',
    });
    const mfPublic = createDist({
      'remoteEntry.js': compressibleScript('mf-public remote entry'),
      '__federation_expose_app.8c41d2e9aa.js': compressibleScript('mf-public app'),
    });
    const mfTeams = createDist({
      'remoteEntry.js': 'window.mfTeams = true;',
      // Twins that decompress to their own text: an answer holding it came from the twin, not from compressing on the fly.
      'main.5e6f7a8b9c.js': compressibleScript('mf-teams main'),
      'main.5e6f7a8b9c.js.br': zlib.brotliCompressSync(compressibleScript('mf-teams main, brotli twin')),
      'main.5e6f7a8b9c.js.gz': zlib.gzipSync(compressibleScript('mf-teams main, gzip twin')),
    });
    dists.push(shell, mfPublic, mfTeams);
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      SHELL_DIST: shell,
      MF_PUBLIC_DIST: mfPublic,
      MF_TEAMS_DIST: mfTeams,
      MF_HOST_DIST: `${mfTeams}-never-built`,
    }));
  });

  afterAll(async () => {
    await stop();
    dists.forEach(removeDist);
  });

  it('when / is requested, then the shell index.html is served and revalidated on every use', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(shellIndex);
  });

  it.each(['/news', '/my-teams', '/tournaments/2026/dubai-open'])(
    'when the browser navigates to the client route %s, then the shell index.html is served',
    async (path) => {
      // Act
      const response = await fetch(`${gatewayUrl}${path}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

      // Assert
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(shellIndex);
    },
  );

  it.each([
    ['a missing file with an extension', '/missing-chunk.4d5e6f7a8b.js', 'text/html'],
    ['a route requested as JSON', '/news', 'application/json'],
    ['a missing remote file', '/mf/public/unknown-route', 'text/html'],
    ['a dot file', '/.env', 'text/html'],
    ['a path escaping the directory', '/..%2f..%2fetc%2fpasswd', 'text/html'],
  ])('when %s is requested, then 404 JSON instead of the index', async (_label, path, accept) => {
    // Act
    const response = await rawGet(`${gatewayUrl}${path}`, { accept });

    // Assert
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('when a content-hashed asset is requested, then it is cached for a year as immutable', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/main.3f2a9c1b7d.js`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(compressibleScript('shell main'));
  });

  it('when mf-public remoteEntry.js is requested, then it comes from the mf-public dist and is revalidated', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/mf/public/remoteEntry.js`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(compressibleScript('mf-public remote entry'));
  });

  it('when mf-teams remoteEntry.js is requested, then it comes from the mf-teams dist', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/mf/teams/remoteEntry.js`);

    // Assert
    expect(await response.text()).toBe('window.mfTeams = true;');
  });

  it('when a front end has no dist directory, then 503 JSON names it', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/mf/host/remoteEntry.js`);

    // Assert
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'The mf-host front end is not built or not deployed',
      code: 'FRONT_END_NOT_DEPLOYED',
      params: { name: 'mf-host' },
    });
  });

  it('when the browser revalidates with the ETag it has, then 304 without a body', async () => {
    // Arrange
    const first = await rawGet(`${gatewayUrl}/mf/public/remoteEntry.js`);
    const etag = first.headers.etag!;

    // Act
    const second = await rawGet(`${gatewayUrl}/mf/public/remoteEntry.js`, { 'if-none-match': etag });

    // Assert
    expect(etag).toMatch(/^W\/"/);
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('when the browser accepts brotli, then JavaScript is sent brotli-compressed', async () => {
    // Act
    const response = await rawGet(`${gatewayUrl}/main.3f2a9c1b7d.js`, { 'accept-encoding': 'gzip, deflate, br' });

    // Assert
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(compressibleScript('shell main'));
    expect(response.body.length).toBeLessThan(compressibleScript('shell main').length / 5);
  });

  it('when the browser accepts only gzip, then JavaScript is sent gzip-compressed', async () => {
    // Act
    const response = await rawGet(`${gatewayUrl}/mf/public/__federation_expose_app.8c41d2e9aa.js`, { 'accept-encoding': 'gzip' });

    // Assert
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe(compressibleScript('mf-public app'));
  });

  it('when the browser accepts brotli and the build made a brotli twin, then the twin is sent, immutable, varying by Accept-Encoding', async () => {
    // Act
    const response = await rawGet(`${gatewayUrl}/mf/teams/main.5e6f7a8b9c.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });

    // Assert
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(compressibleScript('mf-teams main, brotli twin'));
  });

  it('when the browser accepts only gzip and the build made a gzip twin, then the gzip twin is sent', async () => {
    // Act
    const response = await rawGet(`${gatewayUrl}/mf/teams/main.5e6f7a8b9c.js`, { 'accept-encoding': 'gzip' });

    // Assert
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe(compressibleScript('mf-teams main, gzip twin'));
  });

  it('when the client accepts no encoding, then the file with twins is sent as is', async () => {
    // Act
    const response = await rawGet(`${gatewayUrl}/mf/teams/main.5e6f7a8b9c.js`, { 'accept-encoding': 'identity' });

    // Assert
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body.toString()).toBe(compressibleScript('mf-teams main'));
  });

  it('when a file is posted to, then 405 JSON', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/main.3f2a9c1b7d.js`, { method: 'POST', body: 'x' });

    // Assert
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
  });
});
