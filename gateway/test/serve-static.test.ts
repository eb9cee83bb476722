import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticServer, type StaticServer } from '../src/static/serve-static';
import { negotiateEncoding } from '../src/static/content-encoding';

function createDist(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-serve-static-'));
  for (const [relative, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), content);
  }
  return root;
}

describe('serve-static', () => {
  describe('a shell build (with index.html)', () => {
    let dist: string;
    let server: StaticServer;

    beforeAll(async () => {
      dist = createDist({
        'index.html': '<!doctype html><title>Padel</title>',
        'main.0a1b2c3d4e.js': 'console.log(1)',
        'secret/.env': 'X=1',
      });
      server = await startStaticServer({ dir: dist, port: 0 });
    });

    afterAll(async () => {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    it('when /health is requested, then 200 JSON', async () => {
      // Act
      const response = await fetch(`${server.url}/health`);

      // Assert
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('when a hashed script is requested, then it is served immutable, with CORS open to any origin', async () => {
      // Act
      const response = await fetch(`${server.url}/main.0a1b2c3d4e.js`);

      // Assert
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('console.log(1)');
    });

    it('when a page route is requested, then index.html is served and revalidated', async () => {
      // Act
      const response = await fetch(`${server.url}/news?category=League`, { headers: { accept: 'text/html' } });

      // Assert
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('<!doctype html><title>Padel</title>');
    });

    it.each(['/missing.9f8e7d6c5b.js', '/secret/.env', '/..%2f..%2fetc%2fpasswd'])(
      'when %s is requested, then 404 JSON',
      async (urlPath) => {
        // Act
        const response = await fetch(`${server.url}${urlPath}`);

        // Assert
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'Not found' });
      },
    );

    it('when the browser revalidates with its ETag, then 304', async () => {
      // Arrange
      const first = await fetch(`${server.url}/index.html`);
      const etag = first.headers.get('etag')!;

      // Act
      const second = await fetch(`${server.url}/index.html`, { headers: { 'if-none-match': etag } });

      // Assert
      expect(second.status).toBe(304);
    });

    it('when something is posted, then 405 JSON', async () => {
      // Act
      const response = await fetch(`${server.url}/index.html`, { method: 'POST', body: 'x' });

      // Assert
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    });
  });

  describe('a remote build (no index.html)', () => {
    let dist: string;
    let server: StaticServer;

    beforeAll(async () => {
      dist = createDist({ 'remoteEntry.js': 'var mf_public;' });
      server = await startStaticServer({ dir: dist, port: 0 });
    });

    afterAll(async () => {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    it('when remoteEntry.js is requested, then it is served revalidated with CORS open', async () => {
      // Act
      const response = await fetch(`${server.url}/remoteEntry.js`);

      // Assert
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('when a page route is requested, then 404 JSON since there is no index to fall back to', async () => {
      // Act
      const response = await fetch(`${server.url}/news`, { headers: { accept: 'text/html' } });

      // Assert
      expect(response.status).toBe(404);
    });
  });

  describe('a build with precompressed twins', () => {
    const script = `export const league = 'padel';\n`.repeat(100);
    let dist: string;
    let server: StaticServer;

    /** GET without decoding, to see the bytes and headers as sent. */
    function rawGet(
      urlPath: string,
      headers: Record<string, string>,
    ): Promise<{ headers: http.IncomingHttpHeaders; status: number; body: Buffer }> {
      return new Promise((resolve, reject) => {
        http
          .get(`${server.url}${urlPath}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    }

    beforeAll(async () => {
      dist = createDist({
        'main.0a1b2c3d4e.js': script,
        'main.0a1b2c3d4e.js.br': zlib.brotliCompressSync(script),
        'main.0a1b2c3d4e.js.gz': zlib.gzipSync(script),
        'remoteEntry.js': script,
        'remoteEntry.js.gz': zlib.gzipSync(script),
        'plain.0a1b2c3d4e.js': script,
      });
      server = await startStaticServer({ dir: dist, port: 0 });
    });

    afterAll(async () => {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    it('when the browser accepts brotli, then the brotli twin is sent, immutable, varying by Accept-Encoding', async () => {
      // Act
      const response = await rawGet('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });

      // Assert
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'main.0a1b2c3d4e.js.br')).size);
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
    });

    it('when the browser accepts only gzip, then the gzip twin is sent', async () => {
      // Act
      const response = await rawGet('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip' });

      // Assert
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.body).toString()).toBe(script);
    });

    it('when the client sends no Accept-Encoding, then the file is sent as is, still varying by Accept-Encoding', async () => {
      // Act
      const response = await rawGet('/main.0a1b2c3d4e.js', {});

      // Assert
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(script);
    });

    it('when remoteEntry.js has a gzip twin only and brotli is preferred, then gzip is sent and revalidated', async () => {
      // Act
      const response = await rawGet('/remoteEntry.js', { 'accept-encoding': 'br;q=1, gzip;q=0.8' });

      // Assert
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(zlib.gunzipSync(response.body).toString()).toBe(script);
    });

    it('when a file has no twin, then it is sent as is without Vary', async () => {
      // Act
      const response = await rawGet('/plain.0a1b2c3d4e.js', { 'accept-encoding': 'br, gzip' });

      // Assert
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
      expect(response.body.toString()).toBe(script);
    });

    it('when the browser revalidates the brotli answer with its ETag, then 304, and the gzip answer has another ETag', async () => {
      // Arrange
      const brotli = await rawGet('/main.0a1b2c3d4e.js', { 'accept-encoding': 'br' });
      const gzip = await rawGet('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip' });

      // Act
      const again = await rawGet('/main.0a1b2c3d4e.js', { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag! });

      // Assert
      expect(again.status).toBe(304);
      expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
    });
  });

  describe('negotiateEncoding', () => {
    it.each([
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['*', 'br'],
      ['*;q=0.1, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
      ['', undefined],
      ['GZIP;Q=0.4, Br;q=0.3', 'gzip'],
    ] as const)('when Accept-Encoding is "%s", then %s is chosen', (header, expected) => {
      expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected);
    });

    it('when only gzip was made and the browser takes br or gzip, then gzip is chosen', () => {
      expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    });
  });

  it('when the directory does not exist, then starting fails with a clear message', async () => {
    // Act & Assert
    await expect(startStaticServer({ dir: path.join(os.tmpdir(), 'padel-no-such-dist'), port: 0 })).rejects.toThrow(
      /is not a directory: build the front end first/,
    );
  });
});
