import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { liveDemoTournamentId, shownTexts } from '../src/language-helpers';
import { baseUrl, contentShown, SCREENSHOT_DIR, signIn } from '../src/public-helpers';

const repoRoot = path.join(__dirname, '..', '..');

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Every English text of the catalogs that a page could show: plain messages as they are, messages with arguments as
 * a pattern of their words (`Drawn by {name} on {date}` → /^Drawn by .+ on .+$/); plurals and selects are left out.
 */
function englishTexts(): { plain: Set<string>; patterns: RegExp[] } {
  const catalogs = [
    'packages/ui-kit/src/i18n/en.json',
    'packages/ui-kit/src/i18n/api-en.json',
    'shell/src/i18n/en.json',
    'mf-public/src/i18n/en.json',
    'mf-teams/src/i18n/en.json',
    'mf-host/src/i18n/en.json',
  ];
  const plain = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of catalogs) {
    const messages = JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, string>;
    for (const text of Object.values(messages).map((value) => value.trim())) {
      if (!text.includes('{')) {
        if (/[A-Za-z]{3}/.test(text)) plain.add(text);
      } else if (!/,\s*(plural|select|selectordinal)\s*,/.test(text) && !/<\w+>/.test(text)) {
        const words = text.split(/\{[^{}]*\}/);
        if (words.join('').replace(/[^A-Za-z]/g, '').length >= 6) patterns.push(new RegExp(`^${words.map(escape).join('.+')}$`));
      }
    }
  }
  return { plain, patterns };
}

async function pageReady(page: Page): Promise<void> {
  await contentShown(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'home'],
  ['/rankings', 'rankings'],
  ['/tournaments', 'tournaments'],
  ['/news', 'news'],
  ['/about', 'about'],
  ['/no-such-page', 'not-found'],
];
const SIGNED_IN_PAGES: Array<[string, string]> = [
  ['/my-teams', 'my-teams'],
  ['/enter-tournament', 'enter-tournament'],
  ['/profile', 'profile'],
  ['/host-dashboard', 'host-dashboard'],
];

/**
 * Every page in Arabic (issue 11): right to left, no English text of the catalogs left, no horizontal overflow on a
 * 360 px phone, and screenshots in both themes (`ar-<page>-<theme>.png`, beside the English ones).
 */
describe('The site in Arabic', () => {
  const english = englishTexts();
  let desktop: BrowserSession;
  let phone: BrowserSession;
  let tournamentPage = '';
  const hostPages = () => [`/host-dashboard${tournamentPage}`, `/host-dashboard${tournamentPage}/matches/R2-M1`];

  beforeAll(async () => {
    // The live demo tournament: its page holds the bracket, the live indicator and the drawn note.
    tournamentPage = `/tournaments/${encodeURIComponent(await liveDemoTournamentId())}`;
    [desktop, phone] = await Promise.all([launchBrowser(), launchBrowser({ viewport: { width: 360, height: 780 } })]);
    for (const session of [desktop, phone]) {
      await session.page.goto(`${baseUrl}/`);
      await session.page.evaluate(() => localStorage.setItem('language', 'ar'));
    }
  });

  afterAll(async () => {
    await Promise.all([desktop?.close(), phone?.close()]);
  });

  async function checkPage(session: BrowserSession, url: string): Promise<void> {
    const page = session.page;
    await page.goto(`${baseUrl}${url}`);
    await pageReady(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const left = (await shownTexts(page)).filter(
      (text) => english.plain.has(text) || english.patterns.some((pattern) => pattern.test(text)),
    );
    expect({ url, english: left }).toEqual({ url, english: [] });
  }

  async function screenshots(page: Page, url: string, name: string): Promise<void> {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto(`${baseUrl}${url}`);
      await pageReady(page);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `ar-${name}-${theme}.png`), fullPage: true });
    }
    await page.evaluate(() => localStorage.removeItem('theme'));
  }

  test.each(PUBLIC_PAGES)(
    'when a visitor opens %s in Arabic, then it reads right to left with no English text of the catalogs',
    async (url) => {
      await checkPage(desktop, url);
    },
  );

  test.each(PUBLIC_PAGES)('when %s is shown on a 360 px phone in Arabic, then nothing overflows sideways', async (url) => {
    await phone.page.goto(`${baseUrl}${url}`);
    await pageReady(phone.page);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ url, overflow }).toEqual({ url, overflow: 0 });
  });

  test('when a visitor opens a live tournament’s page in Arabic, then its bracket and live parts read right to left with no English text of the catalogs', async () => {
    await checkPage(desktop, tournamentPage);
    await phone.page.goto(`${baseUrl}${tournamentPage}`);
    await pageReady(phone.page);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test('when the public pages are shown in Arabic in light and dark, then screenshots are written', async () => {
    for (const [url, name] of [...PUBLIC_PAGES, [tournamentPage, 'tournament'] as [string, string]])
      await screenshots(desktop.page, url, name);
    expect(desktop.pageErrors).toEqual([]);
  });

  describe('signed in', () => {
    beforeAll(async () => {
      // Signed in on the English site, then switched: the session survives the switch, and the switch the sign-in.
      const page = desktop.page;
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.goto(`${baseUrl}/`);
      await signIn(page, 'noura@padel.local');
      await page.getByTestId('language-switch').click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    });

    test.each(SIGNED_IN_PAGES)(
      'when Noura opens %s in Arabic, then it reads right to left with no English text of the catalogs',
      async (url) => {
        await checkPage(desktop, url);
      },
    );

    test('when Noura opens her live tournament’s bracket and its scoring screen in Arabic, then they read right to left with no English text of the catalogs', async () => {
      for (const url of hostPages()) await checkPage(desktop, url);
    });

    test('when the signed-in pages are shown in Arabic in light and dark, then screenshots are written', async () => {
      const [bracket, scoring] = hostPages();
      for (const [url, name] of [...SIGNED_IN_PAGES, [bracket, 'host-tournament'], [scoring, 'host-scoring']] as Array<[string, string]>) {
        await screenshots(desktop.page, url, name);
      }
    });
  });
});
