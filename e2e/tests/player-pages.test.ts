import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, contentShown, SCREENSHOT_DIR } from '../src/public-helpers';

/** The leader of the ranking (the demo season's): their id and name. */
async function leader(): Promise<{ id: string; full_name: string }> {
  const page = (await (await fetch(`${baseUrl}/api/rankings?limit=1`)).json()) as { players: Array<{ id: string; full_name: string }> };
  if (!page.players[0]) throw new Error('the ranking is empty');
  return page.players[0];
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Player pages and head-to-head (issue 30 item 3, decision 197) on a 360 px phone, against the seeded stack. */
describe('Player pages', () => {
  let session: BrowserSession;
  const page = () => session.page;

  beforeAll(async () => {
    session = await launchBrowser({ viewport: { width: 360, height: 780 } });
  });

  afterAll(async () => {
    await session?.close();
  });

  test('when a visitor follows a ranking row’s Player page link, then the player page shows the card, history, results and partners', async () => {
    const first = await leader();
    await page().goto(`${baseUrl}/rankings`);
    await page()
      .getByRole('link', { name: `Player page of ${first.full_name}` })
      .click();

    await page().getByRole('heading', { level: 1, name: first.full_name }).waitFor();
    expect(page().url()).toBe(`${baseUrl}/players/${first.id}`);
    for (const heading of ['Ranking history', 'Results by tournament', 'Partners', 'Head-to-head'])
      await page().getByRole('heading', { level: 2, name: heading }).waitFor();
    expect(await page().getByTestId('player-result').count()).toBeGreaterThan(0);
    expect(await page().getByTestId('ranking-history').locator('circle').count()).toBeGreaterThan(0);
    expect(await overflow(page())).toBe(0);
    await page().screenshot({ path: path.join(SCREENSHOT_DIR, 'player-page-360.png'), fullPage: true });
    expect(session.pageErrors).toEqual([]);
  });

  test('when the visitor compares the player with another, then the head-to-head page shows them against each other', async () => {
    const first = await leader();
    await page().goto(`${baseUrl}/players/${first.id}`);
    await page().getByRole('heading', { level: 1, name: first.full_name }).waitFor();

    await page().getByLabel('Compare with another player').fill('Omar');
    await page().getByRole('link', { name: 'Against Omar Haddad' }).click();

    await page()
      .getByRole('heading', { level: 1, name: `${first.full_name} vs Omar Haddad` })
      .waitFor();
    expect(page().url()).toMatch(new RegExp(`/players/${first.id}/vs/[^/]+$`));
    await page().getByRole('heading', { level: 2, name: 'Matches against each other' }).waitFor();
    expect(await overflow(page())).toBe(0);
  });

  test('when the player does not exist, then Player not found shows with a way back to the rankings', async () => {
    await page().goto(`${baseUrl}/players/no-such-player`);

    await page().getByRole('heading', { level: 1, name: 'Player not found' }).waitFor();
    await page().getByRole('link', { name: 'Back to the rankings' }).waitFor();
  });

  test('when the player page is shown in Arabic, then it reads right to left with Arabic headings and nothing overflows', async () => {
    const first = await leader();
    await page().goto(`${baseUrl}/`);
    await page().evaluate(() => localStorage.setItem('language', 'ar'));

    await page().goto(`${baseUrl}/players/${first.id}`);
    await contentShown(page());
    await page().getByRole('heading', { level: 2, name: 'سجل التصنيف' }).waitFor();
    await page().getByRole('heading', { level: 2, name: 'النتائج حسب البطولة' }).waitFor();
    expect(await page().evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await overflow(page())).toBe(0);
    await page().screenshot({ path: path.join(SCREENSHOT_DIR, 'ar-player-page-360.png'), fullPage: true });
    await page().evaluate(() => localStorage.removeItem('language'));
  });
});
