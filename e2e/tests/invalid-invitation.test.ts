import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl } from '../src/public-helpers';

/**
 * "Invalid Invitation" was a dead end (issue 33, item 12): a link without its token now offers the way on, My Teams
 * (where invitations are listed) or Home, in English and in Arabic.
 */
describe('Invalid Invitation offers a way on', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 360, height: 780 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('when an invitation link has no token, then the page offers My Teams and Home, and Home opens', async () => {
    const page = browser.page;
    await page.goto(`${baseUrl}/accept-invitation`);
    await page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor();

    expect(await page.getByRole('link', { name: 'Go to My Teams' }).getAttribute('href')).toBe('/my-teams');
    await page.getByRole('link', { name: 'Go Home' }).click();

    await page.waitForURL(`${baseUrl}/`);
  });

  test('when the page is in Arabic, then both ways on are offered in Arabic', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('language', 'ar'));

    await page.goto(`${baseUrl}/accept`);
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await page.getByRole('heading', { name: 'دعوة غير صالحة' }).waitFor();

    expect(await page.getByRole('link', { name: 'الانتقال إلى «فرقي»' }).getAttribute('href')).toBe('/my-teams');
    expect(await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/');
  });
});
