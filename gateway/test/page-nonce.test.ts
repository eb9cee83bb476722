import zlib from 'node:zlib';
import { releaseAll } from '@padel/tools/testing/release-all';
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
  let remoteDist: string;
  let gatewayUrl: string;

  beforeAll(async () => {
    shellDist = createDist({ 'index.html': shellPage });
    // Builds without a first-screen manifest: the entry is all a page can preload.
    remoteDist = createDist({ 'remoteEntry.js': compressibleScript('entry') });
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      SHELL_DIST: shellDist,
      MF_PUBLIC_DIST: remoteDist,
      MF_TEAMS_DIST: remoteDist,
      REMOTE_MF_HOST_URL: hostEntry,
    }));
  });

  afterAll(async () => {
    await stop();
    removeDist(shellDist);
    removeDist(remoteDist);
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

describe('Preload of what a page’s first screen asks for after the entry (decision 164)', () => {
  const shellManifest = {
    provides: ['react', '@padel/ui-kit'],
    expose: [],
    pages: {},
    catalogs: { en: [{ file: '/48.a1.js' }], ar: [{ file: '/216.b2.js' }] },
  };
  const publicManifest = {
    provides: ['react', '@padel/ui-kit'],
    expose: [{ file: '/mf/public/419.c3.js' }, { file: '/mf/public/914.d4.js', shared: '@padel/ui-kit' }],
    pages: { '/': [{ file: '/mf/public/813.e5.js' }], '/tournaments/:id': [{ file: '/mf/public/630.f6.js' }] },
    catalogs: { en: [{ file: '/mf/public/116.a7.js' }], ar: [{ file: '/mf/public/244.b8.js' }] },
  };
  const teamsManifest = {
    provides: [],
    expose: [{ file: '/mf/teams/419.c9.js' }],
    pages: { '/my-teams': [{ file: '/mf/teams/77.d0.js' }] },
    catalogs: { en: [{ file: '/mf/teams/116.e1.js' }] },
  };
  let shellDist: string;
  let publicDist: string;
  let teams: TestUpstream;
  let host: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    shellDist = createDist({ 'index.html': shellPage, 'first-screen.json': JSON.stringify(shellManifest) });
    publicDist = createDist({ 'first-screen.json': JSON.stringify(publicManifest) });
    // mf-teams' own static server (its container), and mf-host's on another origin with a broken manifest.
    teams = await startUpstream((request, res) => {
      const found = request.url === '/first-screen.json';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(found ? JSON.stringify(teamsManifest) : '{}');
    });
    host = await startUpstream((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"provides":');
    });
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      SHELL_DIST: shellDist,
      MF_PUBLIC_DIST: publicDist,
      MF_TEAMS_UPSTREAM: teams.url,
      REMOTE_MF_HOST_URL: `${host.url}/host/remoteEntry.js`,
    }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => teams.close(),
      () => host.close(),
      () => removeDist(shellDist),
      () => removeDist(publicDist),
    ),
  );

  it('when the home page is asked for in English, then it preloads the entry, both catalogs, the exposed module and the page', async () => {
    // Act
    const html = await (await fetch(`${gatewayUrl}/`, { headers: { ...pageHeaders, 'accept-language': 'en-US,en;q=0.9' } })).text();

    // Assert: the exposed module's ui-kit fallback is left out, the shell provides ui-kit.
    expect(preloadedScripts(html)).toEqual([
      '/mf/public/remoteEntry.js',
      '/48.a1.js',
      '/mf/public/419.c3.js',
      '/mf/public/116.a7.js',
      '/mf/public/813.e5.js',
    ]);
  });

  it('when a page is served, then its entry is preloaded before the shell’s scripts and its first screen after them, in the head', async () => {
    // Act
    const html = await (await fetch(`${gatewayUrl}/`, { headers: pageHeaders })).text();

    // Assert: the shell's scripts paint first, so they are asked for before the first screen's chunks (decision 171).
    const shellScript = html.indexOf('<script defer src="/main.3f2a9c1b.js">');
    const entry = html.indexOf('<link rel="preload" as="script" href="/mf/public/remoteEntry.js">');
    const firstScreen = html.indexOf('<link rel="preload" as="script" href="/48.a1.js">');
    expect(entry).toBeGreaterThan(-1);
    expect(entry).toBeLessThan(shellScript);
    expect(firstScreen).toBeGreaterThan(shellScript);
    expect(firstScreen).toBeLessThan(html.indexOf('</head>'));
  });

  it('when the visitor chose Arabic (the shell’s cookie), then a tournament’s page preloads the Arabic catalogs and that page', async () => {
    // Act
    const html = await (
      await fetch(`${gatewayUrl}/tournaments/t-9`, { headers: { ...pageHeaders, cookie: 'language=ar', 'accept-language': 'en' } })
    ).text();

    // Assert
    expect(preloadedScripts(html)).toEqual([
      '/mf/public/remoteEntry.js',
      '/216.b2.js',
      '/mf/public/419.c3.js',
      '/mf/public/244.b8.js',
      '/mf/public/630.f6.js',
    ]);
  });

  it('when the micro-frontend is served by its own container, then its manifest is read from there', async () => {
    // Act
    const html = await (await fetch(`${gatewayUrl}/my-teams`, { headers: pageHeaders })).text();

    // Assert
    expect(preloadedScripts(html)).toEqual([
      '/mf/teams/remoteEntry.js',
      '/48.a1.js',
      '/mf/teams/419.c9.js',
      '/mf/teams/116.e1.js',
      '/mf/teams/77.d0.js',
    ]);
    expect(teams.requests.map((request) => request.url)).toContain('/first-screen.json');
  });

  it('when a micro-frontend’s manifest is broken, then its pages are still served, preloading its entry only', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/host-dashboard`, { headers: pageHeaders });

    // Assert
    expect(response.status).toBe(200);
    expect(preloadedScripts(await response.text())).toEqual([`${host.url}/host/remoteEntry.js`]);
  });
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

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => shell.close(),
    ),
  );

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
