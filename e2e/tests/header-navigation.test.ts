import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl } from '../src/public-helpers';

/** The tooltip the element is described by, if one is shown. */
async function tooltipOf(page: Page, trigger: Locator): Promise<{ text: string; box: DOMRect; dir: string | null } | null> {
  const id = await trigger.getAttribute('aria-describedby');
  if (!id) return null;
  return page.evaluate((tooltipId) => {
    const tooltip = document.getElementById(tooltipId);
    if (tooltip?.getAttribute('role') !== 'tooltip' || getComputedStyle(tooltip).visibility === 'hidden') return null;
    return { text: tooltip.textContent ?? '', box: tooltip.getBoundingClientRect().toJSON() as DOMRect, dir: tooltip.getAttribute('dir') };
  }, id);
}

/** Milliseconds until the trigger's tooltip shows (polled every 25 ms), or null if it does not within `limit`. */
async function msUntilTooltip(page: Page, trigger: Locator, limit = 2000): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limit) {
    if (await tooltipOf(page, trigger)) return Date.now() - started;
    await page.waitForTimeout(25);
  }
  return null;
}

const insideViewport = (box: DOMRect, width: number) => box.left >= 0 && box.right <= width && box.top >= 0;

describe('Rankings in the navigation', () => {
  let session: BrowserSession;

  afterEach(async () => {
    await session?.close();
  });

  test('when a visitor looks at the header, then Rankings follows Tournaments and opens the rankings', async () => {
    session = await launchBrowser();
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Rankings' }).waitFor();

    expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(['Home', 'Tournaments', 'Rankings', 'News']);
    await nav.getByRole('link', { name: 'Rankings' }).click();

    await page.getByRole('heading', { name: 'Player Rankings', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Rankings' }).getAttribute('aria-current')).toBe('page');
  });

  test('when the side menu opens on a phone, then it has Rankings, which navigates and closes the menu', async () => {
    session = await launchBrowser({ viewport: { width: 375, height: 780 } });
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    expect((await menu.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(['Home', 'Tournaments', 'Rankings', 'News']);
    await menu.getByRole('link', { name: 'Rankings' }).click();

    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Player Rankings', level: 1 }).waitFor();
  });
});

describe('Tooltips of the header', () => {
  let session: BrowserSession;

  afterEach(async () => {
    await session?.close();
  });

  test('when the pointer rests on the theme toggle, then its tooltip shows after 700 ms, the next icon’s at once, and Escape hides it', async () => {
    session = await launchBrowser();
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    const toggle = page.getByTestId('theme-toggle');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    expect(await toggle.getAttribute('title')).toBeNull();
    expect(await signIn.getAttribute('title')).toBeNull();

    await toggle.hover();
    const openedAfter = await msUntilTooltip(page, toggle);
    expect(openedAfter).not.toBeNull();
    expect(openedAfter).toBeGreaterThanOrEqual(550); // 700 ms from the hover, less the time the hover itself took
    expect((await tooltipOf(page, toggle))?.text).toBe('Switch to dark theme');
    expect(await page.getByRole('tooltip').count()).toBe(1);

    await signIn.hover();
    expect(await msUntilTooltip(page, signIn, 250)).not.toBeNull();
    expect((await tooltipOf(page, signIn))?.text).toBe('Sign In');
    expect(await tooltipOf(page, toggle)).toBeNull();

    await page.keyboard.press('Escape');
    expect(await page.getByRole('tooltip').count()).toBe(0);
  });

  test('when the theme toggle is reached with the keyboard, then its tooltip shows at once and Escape hides it', async () => {
    session = await launchBrowser();
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    await page.getByTestId('language-switch').focus();

    await page.keyboard.press('Tab');

    const toggle = page.getByTestId('theme-toggle');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await msUntilTooltip(page, toggle, 250)).not.toBeNull();
    expect((await tooltipOf(page, toggle))?.text).toBe('Switch to dark theme');
    await page.keyboard.press('Enter');
    expect((await tooltipOf(page, toggle))?.text).toBe('Switch to light theme');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('tooltip').count()).toBe(0);
    expect(await toggle.getAttribute('aria-describedby')).toBeNull();
  });

  test('when the tooltip is shown in the dark theme, then its text and background contrast', async () => {
    session = await launchBrowser();
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const toggle = page.getByRole('button', { name: 'Switch to light theme' });

    await page.getByTestId('language-switch').focus();
    await page.keyboard.press('Tab');
    await page.getByRole('tooltip').waitFor();

    const [color, background, pageBackground] = await page.evaluate(() => {
      const tooltip = getComputedStyle(document.querySelector('[role="tooltip"]') as HTMLElement);
      return [tooltip.color, tooltip.backgroundColor, getComputedStyle(document.body).backgroundColor];
    });
    expect((await tooltipOf(page, toggle))?.text).toBe('Switch to light theme');
    expect(color).not.toBe(background);
    expect(background).not.toBe(pageBackground);
  });

  test.each([
    ['en', 'Open menu', 'Close'],
    ['ar', 'فتح القائمة', 'إغلاق'],
  ] as const)(
    'when the menu button at the edge of a 375 px page in %s gets keyboard focus, then its tooltip stays inside the viewport, and the menu’s Close has one too',
    async (language, openMenu, close) => {
      session = await launchBrowser({ viewport: { width: 375, height: 780 } });
      const { page } = session;
      await page.goto(`${baseUrl}/`);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      const menuButton = page.getByRole('button', { name: openMenu });
      await menuButton.waitFor();

      await page
        .getByRole('banner')
        .getByRole('button', { name: language === 'ar' ? 'تسجيل الدخول' : 'Sign In' })
        .focus();
      await page.keyboard.press('Tab');

      expect(await msUntilTooltip(page, menuButton, 250)).not.toBeNull();
      const tooltip = await tooltipOf(page, menuButton);
      expect(tooltip?.text).toBe(openMenu);
      expect(tooltip && insideViewport(tooltip.box, 375)).toBe(true);
      expect(tooltip?.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Shift+Tab'); // focus wraps to the last control: Close
      const closeButton = dialog.getByRole('button', { name: close });
      expect(await msUntilTooltip(page, closeButton, 250)).not.toBeNull();
      const closeTooltip = await tooltipOf(page, closeButton);
      expect(closeTooltip?.text).toBe(close);
      expect(closeTooltip && insideViewport(closeTooltip.box, 375)).toBe(true);
      expect(await closeButton.getAttribute('title')).toBeNull();

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('[role="tooltip"]', { hasText: close }).count()).toBe(0);
    },
  );
});
