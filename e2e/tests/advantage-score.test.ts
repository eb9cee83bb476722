import type { Page } from 'playwright-core';
import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { visitorCard } from '../src/live-scoring';
import { baseUrl } from '../src/public-helpers';
import { leagueDay, twoTeamTournament, type Member } from '../src/tournament-helpers';

/** The only match of a two-team draw: the final. */
const FINAL = 'R1-M1';

interface MatchAnswer {
  match: { version: number; score: { game: { team1: string; team2: string } | null } };
}

/**
 * At advantage a padel scoreboard reads "Adv" on one side and 40 on the other (issue 33, item 7); the API sends the
 * side without the advantage as ''. A live final is scored through the API to advantage, then a visitor reads its card.
 */
describe('The public score at advantage', () => {
  const title = `Advantage Cup ${(9e12 - Date.now()).toString(36)}`;
  let tournamentId = '';
  let browser: BrowserSession;

  const gameCells = async (page: Page) =>
    Promise.all(
      (['team1', 'team2'] as const).map(async (side) =>
        ((await page.locator(`${visitorCard(FINAL)} tr[data-testid="match-${side}"] td.game`).textContent()) ?? '').trim(),
      ),
    );

  beforeAll(async () => {
    // Entered the day before, scored on its first day (today): scoring opens then (decision 203).
    const { tournamentId: id, organizer } = await twoTeamTournament(title, leagueDay(0));
    tournamentId = id;
    await api(`/tournaments/${encodeURIComponent(tournamentId)}/draw`, { token: organizer.token, method: 'POST' });
    await scoreTo(organizer, ['team1', 'team1', 'team1', 'team2', 'team2', 'team2', 'team2']);
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Scores the final point by point, each on the version the previous answer gave. */
  async function scoreTo(organizer: Member, points: Array<'team1' | 'team2'>): Promise<void> {
    let version = 0;
    for (const team of points) {
      const { match } = await api<MatchAnswer>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${FINAL}/points`, {
        token: organizer.token,
        method: 'POST',
        body: { team, version },
      });
      version = match.version;
    }
  }

  test('when team 2 has the advantage, then the API sends it with nothing for team 1, and the English card reads 40 against Adv', async () => {
    const detail = await api<{ draw: { rounds: { matches: { id: string; score: MatchAnswer['match']['score'] }[] }[] } }>(
      `/tournaments/${encodeURIComponent(tournamentId)}`,
    );
    expect(detail.draw.rounds[0]?.matches.find((match) => match.id === FINAL)?.score.game).toMatchObject({ team1: '', team2: 'Adv' });
    const page = browser.page;

    await page.goto(`${baseUrl}/tournaments/${encodeURIComponent(tournamentId)}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.locator(visitorCard(FINAL)).waitFor();

    expect(await gameCells(page)).toEqual(['40', 'Adv']);
  });

  test('when the page is in Arabic, then the card reads 40 against أفضلية, with no English Adv', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('language', 'ar'));

    await page.reload();
    await page.locator(visitorCard(FINAL)).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');

    expect(await gameCells(page)).toEqual(['40', 'أفضلية']);
    expect(await page.locator(visitorCard(FINAL)).textContent()).not.toMatch(/Adv/);
  });
});
