import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { api } from '../src/api-helpers';
import type { BrowserSession } from '../src/browser';
import { exactTextIn, type Language } from '../src/catalog';
import { playerAndBrowser } from '../src/language-helpers';
import { baseUrl, contentShown, signIn } from '../src/public-helpers';
import { leagueDay, twoTeamTournament } from '../src/tournament-helpers';

/** The texts the element isolates from its line: the text of each `<bdi>` and `dir="auto"` element inside it. */
const isolatedIn = (locator: Locator) =>
  locator.evaluate((element) =>
    Array.from(element.querySelectorAll('bdi, [dir="auto"]')).map((isolate) => isolate.textContent?.trim() ?? ''),
  );

/** Every team's name of a tournament's detail (objects with a team id and a name, wherever the draw holds them). */
function teamNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) teamNames(item, names);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.team_id === 'string' && typeof record.name === 'string') names.add(record.name);
    for (const item of Object.values(record)) teamNames(item, names);
  }
  return names;
}

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(`${baseUrl}${url}`);
  await contentShown(page);
}

/**
 * Issue 33, item 8: a name in the other script is isolated from its line (a `<bdi>` or a `dir="auto"` element), so
 * "Point to ريم / سالم" and a Latin name in an Arabic line keep their order; the line around it is one message.
 */
describe.each(['ar', 'en'] as Language[])('Names and titles in their own direction (%s)', (language) => {
  const run = randomUUID().slice(0, 6);
  // A name in the other script than the page's.
  const name = language === 'ar' ? `Zed Mixed ${run}` : `ريم سالم ${run}`;
  let session: BrowserSession;
  let tournamentId = '';

  beforeAll(async () => {
    ({ session, tournamentId } = await playerAndBrowser(`mixed-${language}`, name, 'Jordan', language));
  });

  afterAll(async () => {
    await session?.close();
  });

  test('when a ranking row holds a name in the other script, then the name is isolated from the row', async () => {
    const page = session.page;
    await ready(page, `/rankings?q=${encodeURIComponent(run)}`);
    const card = page.getByTestId('player-card').filter({ hasText: name });
    await card.waitFor();
    expect(await isolatedIn(card.locator('h3'))).toEqual([name]);
  });

  test('when a player’s dialog is opened, then the name and the height are isolated and the height is said in the page’s language', async () => {
    const page = session.page;
    await ready(page, `/rankings?q=${encodeURIComponent(run)}`);
    await page.getByTestId('player-card').filter({ hasText: name }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(exactTextIn(language, '{height} cm', { height: '181' })).waitFor();
    expect(await isolatedIn(dialog.getByRole('heading').first())).toEqual([name]);
  });

  test('when a live bracket is shown, then each team’s name is isolated in its row', async () => {
    const page = session.page;
    const names = teamNames(await api(`/tournaments/${encodeURIComponent(tournamentId)}`));
    await ready(page, `/tournaments/${encodeURIComponent(tournamentId)}`);
    const headers = page.locator('[data-testid="bracket"] tr th[scope="row"]');
    await headers.first().waitFor();
    // The rows that hold a team (not "To be decided").
    const rows = [];
    for (const row of await headers.all()) {
      const shown = await row.innerText();
      if ([...names].some((team) => shown.includes(team)))
        rows.push({ row: shown, isolated: (await isolatedIn(row)).filter((text) => names.has(text)) });
    }
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect({ row: row.row, isolated: row.isolated.length }).toEqual({ row: row.row, isolated: 1 });
  });

  test('when Noura scores a match, then each Point to button is one message with the team’s name isolated', async () => {
    // A drawn final of its own: the demo's live matches may have been scored to their end by other tests.
    const { tournamentId: ownId, organizer } = await twoTeamTournament(`Mixed Scripts ${run}`, leagueDay(0));
    await api(`/tournaments/${encodeURIComponent(ownId)}/draw`, { token: organizer.token, method: 'POST' });
    const page = session.page;
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await signIn(page, 'noura@padel.local');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    const detail = await api<unknown>(`/tournaments/${encodeURIComponent(ownId)}`);
    await ready(page, `/host-dashboard/tournaments/${encodeURIComponent(ownId)}/matches/R1-M1`);
    const buttons = page.getByRole('button', {
      name: new RegExp(exactTextIn(language, 'Point to {team}', { team: 'TEAM' }).split('TEAM')[0]!),
    });
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(2);
    const names = teamNames(detail);
    for (const button of await buttons.all()) {
      const isolated = (await isolatedIn(button)).filter((text) => names.has(text));
      expect(isolated).toHaveLength(1);
      // One message around the name: the button's text is the catalog's, the name in its place.
      const text = await button.evaluate((element) => element.textContent?.replace(/\s+/g, ' ').trim());
      expect(text).toBe(exactTextIn(language, 'Point to {team}', { team: isolated[0]! }));
    }
  });
});
