import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import {
  ARRIVAL_MS,
  markNoReload,
  notReloaded,
  scorerScore,
  scorerStatus,
  visitorCard,
  visitorScore,
  waitUntil,
} from '../src/live-scoring';
import { baseUrl, signIn } from '../src/public-helpers';
import { leagueDay, twoTeamTournament } from '../src/tournament-helpers';

const PHONE = { width: 390, height: 844 };
/** Level D plays one set: 6-0 is 6 games of 4 points to love. */
const POINTS_TO_WIN_6_0 = 24;
/** The only match of a two-team draw: the final. */
const FINAL = 'R1-M1';

interface BracketTeamView {
  name: string;
}
interface DetailView {
  draw: { rounds: { matches: { id: string; team1: BracketTeamView | null; team2: BracketTeamView | null }[] }[] } | null;
}

/**
 * The whole run of a tournament (issue 9): Noura draws a two-team level D tournament on her phone and scores its final
 * point by point to 6-0 while a signed-out visitor's open tournament page shows every point without reloading; then
 * the visitor finds the champion on the home page.
 */
describe('Running a tournament from the draw to the champion on the home page', () => {
  // Unique per run (engines may be kept between runs); a later run's name sorts first among same-day reruns, so Home's
  // latest champions (most recent end date, then name) list it.
  const title = `Marina Finals ${(9e12 - Date.now()).toString(36)}`;
  let tournamentId = '';
  let team1 = '';
  let team2 = '';
  let organizer: BrowserSession;
  let visitor: BrowserSession;

  beforeAll(async () => {
    ({ tournamentId } = await twoTeamTournament(title, leagueDay(0)));
    [organizer, visitor] = await Promise.all([launchBrowser({ viewport: PHONE }), launchBrowser({ viewport: PHONE })]);
  });

  afterAll(async () => {
    await Promise.all([organizer?.close(), visitor?.close()]);
  });

  test('when Noura opens My Tournaments on her phone and closes entries and draws, then the two confirmed teams meet in the final', async () => {
    const page = organizer.page;
    await page.goto(`${baseUrl}/host-dashboard`);
    await signIn(page, 'noura@padel.local');
    await page.getByRole('heading', { name: 'My Tournaments' }).waitFor();

    await page.getByRole('button', { name: `Close entries and draw: ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Draw 2 teams?' });
    await confirm.getByRole('button', { name: 'Draw', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Close entries and draw: ${title}` }).waitFor({ state: 'detached' });

    const detail = await api<DetailView>(`/tournaments/${encodeURIComponent(tournamentId)}`);
    const final = detail.draw?.rounds[0]?.matches[0];
    expect(final?.id).toBe(FINAL);
    team1 = final?.team1?.name ?? '';
    team2 = final?.team2?.name ?? '';
    expect([team1, team2].every((name) => name.includes(' / '))).toBe(true);
  });

  test('when a signed-out visitor opens the tournament page, then the final shows and the page is connected live', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/tournaments/${encodeURIComponent(tournamentId)}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.locator(visitorCard(FINAL)).waitFor();
    expect(await page.locator(visitorCard(FINAL)).getAttribute('data-status')).toBe('scheduled');
    await markNoReload(page);
    await page.getByTestId('live-indicator').filter({ hasText: 'Live results' }).waitFor({ timeout: 10_000 });
  });

  test('when Noura opens the bracket and Score on the final, then the scoring screen shows it not started', async () => {
    const page = organizer.page;
    await page.getByRole('link', { name: `Bracket and scores of ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();

    await page
      .getByTestId('bracket')
      .locator(`[data-match-id="${FINAL}"]`)
      .getByRole('link', { name: `Score: ${team1} vs ${team2}` })
      .click();

    await page.getByRole('table', { name: 'Score', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}/matches/${FINAL}`);
    expect(await scorerStatus(page)).toBe('Not started');
    await page.getByTestId('live-indicator').filter({ hasText: 'Live results' }).waitFor({ timeout: 10_000 });
  });

  test('when Noura taps the points of a 6-0 final, then each one reaches the visitor without reloading, and the match ends', async () => {
    const scorer = organizer.page;
    const point = scorer.getByRole('button', { name: `Point to ${team1}` });
    const arrivals: number[] = [];

    for (let taps = 1; taps <= POINTS_TO_WIN_6_0; taps += 1) {
      const before = await scorerScore(scorer);
      await point.click();
      const tappedAt = Date.now();

      // The scoring screen has the point and the visitor's card shows the same score.
      await waitUntil(
        `point ${taps} on the scoring screen and the visitor's page`,
        () => Promise.all([scorerScore(scorer), visitorScore(visitor.page, FINAL)]),
        ([scored, seen]) => scored !== before && seen === scored,
      );
      arrivals.push(Date.now() - tappedAt);
      if (taps < POINTS_TO_WIN_6_0) expect(await scorerStatus(scorer)).toBe('Live');
    }

    await waitUntil(
      'the final completed on the scoring screen',
      () => scorerStatus(scorer),
      (status) => status === 'Completed',
    );
    await scorer.getByText(`Won by ${team1}`).waitFor();
    expect(await notReloaded(visitor.page)).toBe(true);
    process.stdout.write(`tournament-run: ${POINTS_TO_WIN_6_0} points, each on the visitor's page within ${Math.max(...arrivals)} ms\n`);
  });

  test('when the final is won, then the visitor sees it completed and the champion, still without reloading', async () => {
    const page = visitor.page;
    const card = page.locator(visitorCard(FINAL));
    await waitUntil(
      'the final on the visitor page',
      () => card.getAttribute('data-status'),
      (status) => status === 'completed',
    );
    expect(await card.locator('tr[data-testid="match-team1"]').getAttribute('data-winner')).toBe('true');
    await waitUntil(
      'the champion on the visitor page',
      async () => (await page.getByTestId('champion').first().textContent({ timeout: ARRIVAL_MS })) ?? '',
      (text) => text.includes(team1),
    );
    expect(await notReloaded(page)).toBe(true);
  });

  test('when the visitor opens the home page, then Latest Champions shows the tournament with its champion and a link to it', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/`);

    const section = page.locator('section#latest-champions');
    await section.getByRole('heading', { name: 'Latest Champions', level: 2 }).waitFor();
    const card = section.getByTestId('tournament-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await card.waitFor({ timeout: 10_000 });
    expect((await card.getByTestId('tournament-champion').innerText()).trim()).toBe(`Champion: ${team1}`);
    expect(await card.getByRole('link', { name: title, exact: true }).getAttribute('href')).toBe(
      `/tournaments/${encodeURIComponent(tournamentId)}`,
    );
  });

  test('then neither page logged an error', () => {
    expect(organizer.pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});
