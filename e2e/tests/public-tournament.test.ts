import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, SCREENSHOT_DIR, screenshotBothThemes } from '../src/public-helpers';

/** The id of a seeded tournament in the public list, by name. */
async function tournamentId(name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/tournaments`);
  const list = (await response.json()) as Array<{ id: string; name: string }>;
  const found = list.find((tournament) => tournament.name === name);
  if (!found) throw new Error(`No seeded tournament named ${name}`);
  return found.id;
}

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * A tournament's own page on a 360 px phone, against the seeded stack: Dubai Marina Open (drawn, quarter finals played,
 * a semi final under way) and Doha Silver (played to its champion).
 */
describe('Tournament page', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser({ viewport: { width: 360, height: 780 } });
  });

  afterAll(async () => {
    await session?.close();
  });

  const page = () => session.page;

  test('when a live tournament opens on a phone, then the live match and the bracket show and the page does not scroll sideways', async () => {
    const url = `${baseUrl}/tournaments/${encodeURIComponent(await tournamentId('Dubai Marina Open'))}`;
    await page().goto(url);

    await page().getByRole('heading', { level: 1, name: 'Dubai Marina Open' }).waitFor();
    const bracket = page().getByRole('region', { name: 'Bracket, round by round' });
    await bracket.waitFor();
    expect(await bracket.getByRole('heading', { name: 'Quarter Finals', exact: true }).count()).toBe(1);
    expect(await bracket.getByTestId('match-card').count()).toBe(7);
    expect(await bracket.locator('[data-status="completed"]').count()).toBeGreaterThanOrEqual(4);
    expect(await page().getByTestId('drawn-note').innerText()).toMatch(/^Drawn on .+ by .+/);
    await page().getByRole('region', { name: 'Live now' }).getByTestId('match-card').first().waitFor();
    expect(await pageOverflow(page())).toBeLessThanOrEqual(360);

    for (const theme of ['light', 'dark'] as const) {
      await page().evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page().reload();
      await bracket.waitFor();
      await page().screenshot({ path: path.join(SCREENSHOT_DIR, `tournament-live-360-${theme}.png`), fullPage: true });
    }
    await page().evaluate(() => localStorage.removeItem('theme'));
    expect(session.pageErrors).toEqual([]);
  });

  test('when a completed tournament opens on a phone, then its champion and full bracket show without sideways scrolling', async () => {
    const url = `${baseUrl}/tournaments/${encodeURIComponent(await tournamentId('Doha Silver'))}`;
    const ready = async (current: Page) => {
      await current.getByRole('region', { name: 'Tournament champion' }).getByTestId('champion').waitFor();
    };
    await page().goto(url);
    await ready(page());

    const bracket = page().getByRole('region', { name: 'Bracket, round by round' });
    expect(await bracket.getByRole('heading', { name: 'Final', exact: true }).count()).toBe(1);
    expect(await bracket.getByRole('heading', { name: 'Champion', exact: true }).count()).toBe(1);
    expect(await bracket.getByTestId('match-card').count()).toBe(5);
    expect(await bracket.locator('[data-status="live"], [data-status="scheduled"]').count()).toBe(0);
    expect(await pageOverflow(page())).toBeLessThanOrEqual(360);
    await screenshotBothThemes(page(), url, 'tournament-completed-360', ready);
    expect(session.pageErrors).toEqual([]);
  });

  test('when a tournament does not exist, then Tournament not found shows', async () => {
    await page().goto(`${baseUrl}/tournaments/no-such-tournament`);

    await page().getByRole('heading', { level: 1, name: 'Tournament not found' }).waitFor();
  });
});
