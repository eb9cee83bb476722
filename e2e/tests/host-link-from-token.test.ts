import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, signIn } from '../src/public-helpers';

/**
 * The Host Dashboard link comes from the role in the session's token at once; the profile read only refines it
 * (issue 33, item 4): a slow or failed `GET /api/profile/me` used to hide it, with no retry.
 */
describe('The Host Dashboard link when the profile read fails', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser({ viewport: { width: 1366, height: 800 } });
  });

  afterAll(async () => {
    await session?.close();
  });

  test('when every profile read of Noura (a partner) fails, then the header still links Host Dashboard and it opens', async () => {
    const { page } = session;
    const profileReads: number[] = [];
    await page.route('**/api/profile/me', async (route) => {
      profileReads.push(Date.now());
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Service unavailable' }) });
    });
    await page.goto(`${baseUrl}/`);

    await signIn(page, 'noura@padel.local');

    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host Dashboard' });
    await link.waitFor();
    expect(profileReads.length).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(`${baseUrl}/host-dashboard`);
  });
});
