import zlib from 'node:zlib';
import { start, stop } from '../src/app';
import { NONCE_PLACEHOLDER } from '../src/middleware/page-nonce';
import { compressibleScript, createDist, removeDist } from './support/dist';
import { startUpstream, type TestUpstream } from './support/upstream';

/** The shell's index.html as webpack writes it: the nonce's placeholder in a meta element, scripts from our origin. */
const shellPage = `<!doctype html><html><head><meta charset="utf-8"><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><title>Padel</title><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"></div></body></html>`;

const pageHeaders = { accept: 'text/html,application/xhtml+xml' };

/** The nonce written into the page and the one its policy allows for styles. */
async function noncesOf(response: Response): Promise<{ inPage: string | undefined; inPolicy: string | undefined }> {
  const html = await response.text();
  return {
    inPage: /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1],
    inPolicy: /style-src 'self' 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
  };
}

/** mf-host's entry on another origin, with characters that must be escaped in an attribute. */
const hostEntry = 'https://cdn.example.com/host/remoteEntry.js?build="7"&v=1';

/** The scripts a page preloads, in order. */
const preloadedScripts = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)].map((match) => match[1]);

describe('Style nonce of the pages served from the shell’s build (SHELL_DIST)', () => {
  let shellDist: string;
  let gatewayUrl: string;

  beforeAll(async () => {
    shellDist = createDist({ 'index.html': shellPage, 'main.3f2a9c1b.js': compressibleScript('main') });
    ({ url: gatewayUrl } = await start({ PORT: 0, SHELL_DIST: shellDist }));
  });

  afterAll(async () => {
    await stop();
    removeDist(shellDist);
  });

  it('when a page is requested, then it carries a fresh nonce that its policy allows for styles, and no unsafe-inline', async () => {
    // Act
    const first = await fetch(`${gatewayUrl}/news`, { headers: pageHeaders });
    const second = await fetch(`${gatewayUrl}/`, { headers: pageHeaders });

    // Assert
    const [one, two] = [await noncesOf(first), await noncesOf(second)];
    expect(one.inPage).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(one.inPolicy).toBe(one.inPage);
    expect(two.inPolicy).toBe(two.inPage);
    expect(two.inPage).not.toBe(one.inPage);
    expect(first.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('when a page is answered, then it is never stored nor revalidated (an old nonce would meet a new policy)', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/tournaments`, { headers: { ...pageHeaders, 'if-none-match': '*' } });

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('last-modified')).toBeNull();
    expect((await noncesOf(response)).inPage).toBeDefined();
  });

  it('when a script is requested, then it is left as it is, cached by its content hash, under the policy without a nonce', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/main.3f2a9c1b.js`);

    // Assert
    expect(await response.text()).toBe(compressibleScript('main'));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self'; ");
  });
});

describe('Preload of the entry of the micro-frontend a page shows', () => {
  let shellDist: string;
  let gatewayUrl: string;

  beforeAll(async () => {
    shellDist = createDist({ 'index.html': shellPage });
    ({ url: gatewayUrl } = await start({ PORT: 0, SHELL_DIST: shellDist, REMOTE_MF_HOST_URL: hostEntry }));
  });

  afterAll(async () => {
    await stop();
    removeDist(shellDist);
  });

  it.each([
    ['/', '/mf/public/remoteEntry.js'],
    ['/tournaments/t-1', '/mf/public/remoteEntry.js'],
    ['/my-teams', '/mf/teams/remoteEntry.js'],
    ['/accept-invitation', '/mf/teams/remoteEntry.js'],
    ['/host-dashboard', 'https://cdn.example.com/host/remoteEntry.js?build=&quot;7&quot;&amp;v=1'],
  ])(
    'when %s is requested, then the page preloads the entry of the micro-frontend that shows it, before its scripts',
    async (path, entry) => {
      // Act
      const html = await (await fetch(`${gatewayUrl}${path}`, { headers: pageHeaders })).text();

      // Assert
      expect(preloadedScripts(html)).toEqual([entry]);
      expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('<script'));
      expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(html.indexOf('<meta property="csp-nonce"'));
    },
  );
});

describe('Style nonce of the pages proxied from the shell’s container (SHELL_UPSTREAM)', () => {
  let shell: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    // The container's static server, here answering gzip when the request allows it.
    shell = await startUpstream((request, res) => {
      const gzip = /gzip/.test(String(request.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        etag: 'W/"abc"',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? zlib.gzipSync(shellPage) : shellPage);
    });
    ({ url: gatewayUrl } = await start({ PORT: 0, SHELL_UPSTREAM: shell.url }));
  });

  afterAll(async () => {
    await stop();
    await shell.close();
  });

  it.each([
    ['as it is', 'identity'],
    ['compressed by the container', 'gzip'],
  ])('when the container answers the page %s, then the gateway writes a nonce into it and its policy', async (_label, encoding) => {
    // Act
    const response = await fetch(`${gatewayUrl}/rankings`, { headers: { ...pageHeaders, 'accept-encoding': encoding } });

    // Assert
    const { inPage, inPolicy } = await noncesOf(response);
    expect(inPage).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(inPolicy).toBe(inPage);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('when the browser revalidates a page, then the container is asked for the whole page', async () => {
    // Act
    await fetch(`${gatewayUrl}/about`, { headers: { ...pageHeaders, 'if-none-match': 'W/"abc"' } });

    // Assert
    expect(shell.requests.at(-1)?.headers['if-none-match']).toBeUndefined();
  });
});
