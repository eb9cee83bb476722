import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { markNoReload, notReloaded, visitorScore, waitUntil } from '../src/live-scoring';
import { baseUrl } from '../src/public-helpers';
import { leagueDay, twoTeamTournament, type Member } from '../src/tournament-helpers';

/** The only match of a two-team draw: the final. */
const FINAL = 'R1-M1';

interface MatchAnswer {
  match: { version: number };
}

/**
 * A result corrected after the tournament completed reaches the pages open on it (issue 33, item 5): the live stream
 * used to end when the final was won, so visitors kept the old champion.
 */
describe('A final corrected after the tournament completed', () => {
  const title = `Correction Cup ${(9e12 - Date.now()).toString(36)}`;
  let tournamentId = '';
  let organizer: Member;
  let version = 0;
  let browser: BrowserSession;

  /** Enters the final's one set (level D) as `team1Games`–`team2Games`, on the version the last answer gave. */
  async function enterFinal(team1Games: number, team2Games: number): Promise<void> {
    const { match } = await api<MatchAnswer>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${FINAL}/score`, {
      token: organizer.token,
      method: 'PUT',
      body: { outcome: 'completed', sets: [{ team1: team1Games, team2: team2Games, tiebreak: null }], version },
    });
    version = match.version;
  }

  const champion = async () =>
    (
      (await browser.page
        .getByTestId('champion')
        .first()
        .textContent({ timeout: 100 })
        .catch(() => '')) ?? ''
    ).trim();

  beforeAll(async () => {
    // Entries are open only before the start; played the day before, as tournament-run.test.ts does.
    ({ tournamentId, organizer } = await twoTeamTournament(title, leagueDay(0)));
    await api(`/tournaments/${encodeURIComponent(tournamentId)}/draw`, { token: organizer.token, method: 'POST' });
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('when a visitor’s page is open as the final is won and the result is then corrected, then the page shows the correction without a reload', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/tournaments/${encodeURIComponent(tournamentId)}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await markNoReload(page);

    await enterFinal(6, 0);
    await waitUntil(
      'the won final on the open page',
      () => visitorScore(page, FINAL),
      (score) => score === '6 | 0',
    );
    const first = await waitUntil('the first champion', champion, (name) => name !== '');
    await enterFinal(4, 6);

    await waitUntil(
      'the corrected final on the open page',
      () => visitorScore(page, FINAL),
      (score) => score === '4 | 6',
    );
    await waitUntil('the corrected champion', champion, (name) => name !== '' && name !== first);
    expect(await notReloaded(page)).toBe(true);
  });

  test('when a visitor opens the page after the tournament completed and the result is corrected again, then the page shows it without a reload', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/tournaments/${encodeURIComponent(tournamentId)}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await waitUntil(
      'the completed final',
      () => visitorScore(page, FINAL),
      (score) => score === '4 | 6',
    );
    await markNoReload(page);

    await enterFinal(7, 5);

    await waitUntil(
      'the second correction on the open page',
      () => visitorScore(page, FINAL),
      (score) => score === '7 | 5',
    );
    expect(await notReloaded(page)).toBe(true);
  });
});
