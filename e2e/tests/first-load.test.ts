import type { Request, Response } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, contentShown, signIn, signOut } from '../src/public-helpers';

/** A request the page made: when it was asked for and when its answer's head arrived (ms since the page was asked for). */
interface Timed {
  path: string;
  askedAt: number;
  answeredAt: number;
}

/**
 * Decisions 160, 163 and 164: what a page waits for before its first screen. The run-time config, the active
 * micro-frontend's entry and what its first screen runs (catalogs, exposed module, page) come with the scripts (the
 * page preloads them), and each micro-frontend asks for its catalog and the first route's page together.
 */
describe('A page on its first load', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser({ viewport: { width: 412, height: 823 } });
  });

  afterAll(async () => {
    await session?.close();
  });

  /** Opens `path` with an empty cache and returns its requests in order, and what the console said. */
  async function load(path: string): Promise<{ requests: Timed[]; console: string[] }> {
    const { page, context } = session;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const requests = new Map<Request, Timed>();
    const messages: string[] = [];
    const start = Date.now();
    const asked = (request: Request) =>
      requests.set(request, { path: new URL(request.url()).pathname, askedAt: Date.now() - start, answeredAt: Infinity });
    const answered = (response: Response) => {
      const timed = requests.get(response.request());
      if (timed) timed.answeredAt = Date.now() - start;
    };
    const logged = (message: { text(): string }) => messages.push(message.text());
    page.on('request', asked);
    page.on('response', answered);
    page.on('console', logged);
    try {
      await page.goto(`${baseUrl}${path}`);
      await contentShown(page);
      await page.waitForLoadState('networkidle');
      // Chromium warns of a preload nobody used a few seconds after the load event.
      await page.waitForTimeout(3_500);
    } finally {
      page.off('request', asked);
      page.off('response', answered);
      page.off('console', logged);
    }
    return { requests: [...requests.values()], console: messages };
  }

  test.each(['/', '/rankings', '/tournaments', '/my-teams'])(
    'when %s is opened, then the run-time config is asked for once, with the scripts, and no preload goes unused',
    async (path) => {
      const { requests, console } = await load(path);
      expect(requests.filter((request) => request.path === '/config.json')).toHaveLength(1);
      // The page's preload asks for it before the shell's entry script, not the shell once that has run.
      const order = requests.map((request) => request.path);
      expect(order.indexOf('/config.json')).toBeLessThan(order.findIndex((requested) => /^\/main\.[0-9a-f]+\.js$/.test(requested)));
      expect(console.filter((text) => /preload/i.test(text))).toEqual([]);
    },
  );

  test.each([
    ['/', '/mf/public/remoteEntry.js'],
    ['/tournaments', '/mf/public/remoteEntry.js'],
    ['/my-teams', '/mf/teams/remoteEntry.js'],
  ])("when %s is opened, then its micro-frontend's entry is asked for once, with the shell's scripts", async (path, entry) => {
    const { requests } = await load(path);
    expect(requests.filter((request) => request.path === entry)).toHaveLength(1);
    // The page preloads it (decision 163), not the shell once its scripts and the config are there.
    const order = requests.map((request) => request.path);
    expect(order.indexOf(entry)).toBeLessThan(order.findIndex((requested) => /^\/main\.[0-9a-f]+\.js$/.test(requested)));
  });

  /** The scripts the page names in its HTML: its own and those it preloads. */
  async function scriptsNamedByPage(): Promise<string[]> {
    return session.page.evaluate(() =>
      Array.from(document.querySelectorAll('script[src], link[rel="preload"][as="script"]')).map(
        (element) => new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', location.href).pathname,
      ),
    );
  }

  /** Opens `path` and returns the scripts asked for until its first screen has shown. */
  async function scriptsOfFirstScreen(path: string): Promise<string[]> {
    const { page, context } = session;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const scripts: string[] = [];
    const asked = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', asked);
    try {
      await page.goto(`${baseUrl}${path}`);
      await contentShown(page);
    } finally {
      page.off('request', asked);
    }
    return scripts;
  }

  test.each([
    ['/', 'en'],
    ['/rankings', 'en'],
    ['/tournaments', 'ar'],
    ['/my-teams', 'en'],
  ])(
    'when %s is opened (%s), then every script its first screen runs is named by the page, none found one round trip later',
    async (path, language) => {
      // Arrange: the language the shell shows, and the cookie it mirrors it in for the gateway (decision 164).
      await session.context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
      await session.page.goto(`${baseUrl}/config.json`);
      await session.page.evaluate((chosen) => localStorage.setItem('language', chosen), language);

      // Act
      const scripts = await scriptsOfFirstScreen(path);

      // Assert
      const named = await scriptsNamedByPage();
      expect(scripts.filter((script) => !named.includes(script))).toEqual([]);
      expect(await session.page.locator('html').getAttribute('lang')).toBe(language);
      await session.page.evaluate(() => localStorage.removeItem('language'));
      await session.context.clearCookies();
    },
  );

  /** The remote's scripts: remoteEntry.js, then the exposed module's chunk, then what the first screen needs. */
  function expectFirstScreenAskedTogether(requests: Timed[], remotePrefix: string): void {
    const remote = requests.filter((request) => request.path.startsWith(remotePrefix) && request.path.endsWith('.js'));
    expect(remote[0]?.path).toBe(`${remotePrefix}remoteEntry.js`);
    const firstScreen = remote.slice(2);
    // The catalog and the page.
    expect(firstScreen.length).toBeGreaterThanOrEqual(2);
    // Asked for one after the other, the page's chunks would wait for the catalog's answer (its script must run first).
    const firstAnswer = Math.min(...firstScreen.map((request) => request.answeredAt));
    expect(firstScreen.filter((request) => request.askedAt > firstAnswer)).toEqual([]);
  }

  test.each(['/', '/rankings', '/tournaments'])(
    "when %s is opened, then mf-public's catalog and page are asked for before either is answered",
    async (path) => {
      const { requests } = await load(path);
      expectFirstScreenAskedTogether(requests, '/mf/public/');
    },
  );

  test("when a signed-in player opens /my-teams, then mf-teams' catalog and page are asked for before either is answered", async () => {
    // Arrange
    await session.page.goto(`${baseUrl}/`);
    await contentShown(session.page);
    await signIn(session.page, 'noura@padel.local');

    // Act
    const { requests } = await load('/my-teams');

    // Assert
    expectFirstScreenAskedTogether(requests, '/mf/teams/');
    await signOut(session.page);
  });
});
