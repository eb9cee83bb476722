import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../src/serve-static';

function createDist(files: Record<string, string>): string {
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

  it('when the directory does not exist, then starting fails with a clear message', async () => {
    // Act & Assert
    await expect(startStaticServer({ dir: path.join(os.tmpdir(), 'padel-no-such-dist'), port: 0 })).rejects.toThrow(
      /is not a directory: build the front end first/,
    );
  });
});
