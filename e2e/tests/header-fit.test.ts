import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, signIn } from '../src/public-helpers';
import { exactTextIn, type Language } from '../src/catalog';

const PARTNER_LINKS = ['Home', 'Tournaments', 'Rankings', 'News', 'My Teams', 'Enter Tournament', 'My Profile', 'Host Dashboard'];

/** The page scrolls sideways by this many pixels (0: it does not). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Where the inline links and the header's actions are: the links must lie inside their nav and clear of the actions
 * (the language switch, theme toggle and account menu), whichever side those are on.
 */
const linksClearOfActions = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('header nav') as HTMLElement;
    const actions = document.querySelector('[data-testid="theme-toggle"]')?.parentElement as HTMLElement;
    const links = Array.from(nav.querySelectorAll('a')).map((link) => link.getBoundingClientRect());
    const box = actions.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    const navBox = nav.getBoundingClientRect();
    return links.every(
      (link) =>
        link.left >= navBox.left - 0.5 && link.right <= navBox.right + 0.5 && (rtl ? link.left >= box.right : link.right <= box.left),
    );
  });

async function signInAt(width: number, language: Language = 'en'): Promise<BrowserSession> {
  const session = await launchBrowser({ viewport: { width, height: 800 } });
  const { page } = session;
  await page.goto(`${baseUrl}/`);
  await signIn(page, 'noura@padel.local');
  if (language === 'ar') await page.getByTestId('language-switch').first().click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page
    .getByRole('banner')
    .getByRole('link', { name: exactTextIn(language, 'Host Dashboard'), includeHidden: true })
    .first()
    .waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return session;
}

/** The header never makes the page scroll sideways: links that do not fit move to the side menu. */
describe('Header width', () => {
  let session: BrowserSession;

  afterEach(async () => {
    await session?.close();
  });

  test.each([1024, 1280, 1366])(
    'when a partner is signed in at %i px, then the page does not overflow and every link is reachable',
    async (width) => {
      session = await signInAt(width);
      const { page } = session;

      const inline = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host Dashboard' });
      const reachableInline = await inline.isVisible();
      if (!reachableInline) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Host Dashboard' }).waitFor();
      } else {
        expect(await linksClearOfActions(page)).toBe(true);
      }

      expect(await sidewaysOverflow(page)).toBe(0);
      if (width >= 1280) expect(reachableInline).toBe(true);
    },
  );

  test.each(['en', 'ar'] as const)(
    'when a partner is signed in at 1280 px in %s, then all eight links are in the header row, clear of the actions, with no menu button',
    async (language) => {
      session = await signInAt(1280, language);
      const { page } = session;

      const nav = page.getByRole('navigation', { name: exactTextIn(language, 'Main') });
      const labels = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
      expect(labels).toEqual(PARTNER_LINKS.map((label) => exactTextIn(language, label)));
      expect(await page.getByRole('button', { name: exactTextIn(language, 'Open menu') }).count()).toBe(0);
      expect(await linksClearOfActions(page)).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(session.pageErrors).toEqual([]);
    },
  );

  test('when the signed-in page is reloaded at 1280 px, then every frame shows the header the same way (no flash, no jump)', async () => {
    session = await signInAt(1280);
    const { page } = session;
    // Every frame from the start of the reload, once the links are all there: the links' visibility, the menu
    // button, the league's name beside the logo.
    await page.addInitScript(() => {
      const frames: string[] = [];
      (window as unknown as { headerFrames: string[] }).headerFrames = frames;
      const record = () => {
        const nav = document.querySelector<HTMLElement>('header nav');
        const menu = document.querySelector<HTMLElement>('header button[aria-label="Open menu"]');
        const name = document.querySelector<HTMLElement>('header a[href="/"] > span:last-child');
        if (nav?.querySelector('a[href="/host-dashboard"]')) {
          const menuShown = Boolean(menu && menu.getClientRects().length > 0);
          const nameShown = Boolean(name && getComputedStyle(name).visibility === 'visible');
          frames.push(`${getComputedStyle(nav).visibility}${menuShown ? '+menu' : ''}${nameShown ? '+name' : ''}`);
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);

    const frames = await page.evaluate(() => (window as unknown as { headerFrames: string[] }).headerFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames).size).toBe(1);
    expect(frames[0]).toMatch(/^visible(\+name)?$/);
    expect(session.pageErrors).toEqual([]);
  });

  test('when the window narrows and widens again, then the links go to the menu and come back', async () => {
    session = await signInAt(1280);
    const { page } = session;
    const hostLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host Dashboard' });

    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await hostLink.isVisible()).toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await hostLink.waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
  });
});
