import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl } from '../src/public-helpers';

/**
 * Decision 158: the shell loads each micro-frontend's remoteEntry.js itself (webpack's federation). A remote that
 * cannot be loaded shows the friendly error card in the page's main part; the shell and the other micro-frontends
 * keep working.
 */
describe('A micro-frontend that cannot be loaded', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });

  afterAll(async () => {
    await session?.close();
  });

  test('when mf-teams cannot be fetched, then My Teams shows the error card and Home still shows mf-public', async () => {
    const { page } = session;
    await page.route('**/mf/teams/remoteEntry.js', (route) => route.abort('connectionrefused'));

    await page.goto(`${baseUrl}/my-teams`);

    const card = page.getByRole('main').getByRole('alert');
    await card.getByText('Something went wrong').waitFor();
    await card.getByRole('button', { name: 'Reload page' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    // Only the failed fetch and the shell's report of it were logged.
    expect(session.pageErrors.filter((message) => !/Failed to load resource|Could not load mf-teams/.test(message))).toEqual([]);
  });
});
