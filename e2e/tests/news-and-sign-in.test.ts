import { launchBrowser, type BrowserSession } from '../src/browser';
import { waitUntil } from '../src/live-scoring';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:8100';

/** One visitor's journey, step by step in one browser: news, search, article, sign-in, reload, sign-out, theme. */
describe('News page and sign-in', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });

  afterAll(async () => {
    await session?.close();
  });

  const page = () => session.page;
  const cards = () => page().getByTestId('news-card');
  const statValue = async (label: string) =>
    Number((await page().getByRole('group', { name: label }).locator('p').nth(1).innerText()).trim());

  test('when the News page opens, then the shell and mf-public load with stat cards and articles', async () => {
    await page().goto(`${baseUrl}/news`);

    await page().getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await cards().first().waitFor();
    await page().getByRole('banner').getByRole('link', { name: 'Padel League home' }).waitFor();
    const total = await statValue('Total Articles');
    expect(total).toBeGreaterThan(0);
    // A page holds 12 articles (mf-public's NEWS_PAGE_SIZE); the stat card counts them all (decision 185).
    expect(await cards().count()).toBe(Math.min(12, total));
    expect(await statValue('Categories')).toBeGreaterThan(0);
    expect(await statValue('This Week')).toBeGreaterThanOrEqual(0);
    expect(session.pageErrors).toEqual([]);
  });

  test('when searching, then the list narrows; nonsense shows the empty state', async () => {
    const total = await cards().count();
    const firstTitle = (await cards().first().getByRole('heading').innerText()).trim();
    const search = page().getByRole('searchbox', { name: 'Search news' });

    // The server searches once typing pauses: the list narrows a moment later.
    await search.fill(firstTitle);
    const narrowed = await waitUntil(
      'the searched list',
      () => cards().count(),
      (count) => count >= 1 && count < total,
      5_000,
    );
    expect(narrowed).toBeLessThan(total);
    await cards().getByRole('heading', { name: firstTitle }).first().waitFor();

    await search.fill('zzqx no such padel story');
    await page().getByText('No news articles found matching your criteria.').waitFor();
    expect(await cards().count()).toBe(0);

    await search.fill('');
    await waitUntil(
      'the whole first page again',
      () => cards().count(),
      (count) => count === total,
      5_000,
    );
  });

  test('when an article is opened, then its dialog shows category, title and HTML content', async () => {
    const firstTitle = (await cards().first().getByRole('heading').innerText()).trim();

    await cards().first().getByRole('button', { name: firstTitle }).click();

    const dialog = page().getByRole('dialog', { name: firstTitle });
    await dialog.waitFor();
    const content = dialog.getByTestId('article-content');
    await content.waitFor();
    expect((await content.innerText()).trim().length).toBeGreaterThan(0);
    expect(await content.locator('script').count()).toBe(0);
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('when Omar signs in through the dialog, then Welcome back! shows, the user menu has his email and signed-in links appear', async () => {
    await page().getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page().getByRole('dialog', { name: 'Authentication' });
    await dialog.getByLabel('Email').fill('omar@padel.local');
    await dialog.getByLabel('Password').fill('padel-demo-2026');

    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page().getByText('Welcome back!').waitFor();
    await page().getByText("You've successfully signed in.").waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await page().getByTestId('user-menu').innerText()).trim()).toBe('omar@padel.local');
    const nav = page().getByRole('navigation', { name: 'Main' });
    for (const label of ['My Teams', 'Enter Tournament', 'My Profile']) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    expect(await nav.getByRole('link', { name: 'Host Dashboard' }).count()).toBe(0);
  });

  test('when the page reloads, then the session is restored', async () => {
    await page().reload();

    await page().getByTestId('user-menu').waitFor();
    expect((await page().getByTestId('user-menu').innerText()).trim()).toBe('omar@padel.local');
    await page().getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Teams' }).waitFor();
  });

  test('when Omar signs out, then the sign-in button returns and a reload stays signed out', async () => {
    await page().getByTestId('user-menu').click();
    await page().getByRole('menuitem', { name: 'Sign Out' }).click();

    await page().getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page().getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Teams' }).count()).toBe(0);
    await page().reload();
    await page().getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page().getByTestId('user-menu').count()).toBe(0);
  });

  test('when the theme is toggled to dark, then it is kept across a reload', async () => {
    await page().getByRole('button', { name: 'Switch to dark theme' }).click();
    await page().getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page().evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page().reload();

    await page().getByRole('button', { name: 'Switch to light theme' }).waitFor();
    const background = await page().evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(8, 18, 31)');
  });
});
