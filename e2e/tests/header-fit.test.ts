import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, signIn } from '../src/public-helpers';

/** The header never makes the page scroll sideways: links that do not fit move to the side menu. */
describe('Header width', () => {
  let session: BrowserSession;

  afterEach(async () => {
    await session?.close();
  });

  test.each([1024, 1280, 1366])(
    'when a partner is signed in at %i px, then the page does not overflow and every link is reachable',
    async (width) => {
      session = await launchBrowser({ viewport: { width, height: 800 } });
      const { page } = session;
      await page.goto(`${baseUrl}/`);
      await signIn(page, 'noura@padel.local');
      await page.getByTestId('user-menu').waitFor();
      await page.waitForLoadState('networkidle');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const inline = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host Dashboard' });
      const reachableInline = await inline.isVisible();
      if (!reachableInline) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Host Dashboard' }).waitFor();
      }

      expect(overflow).toBe(0);
      expect(reachableInline).toBe(width >= 1360);
    },
  );
});
