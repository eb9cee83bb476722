import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { scorerScore, visitorCard, visitorScore, waitUntil } from '../src/live-scoring';
import { baseUrl, signIn } from '../src/public-helpers';
import { leagueDay, twoTeamTournament, type Member } from '../src/tournament-helpers';

/** The only match of a two-team draw: the final (level D, one set). */
const FINAL = 'R1-M1';
const PHONE = { width: 390, height: 844 };
type Side = 'team1' | 'team2';

interface MatchView {
  id: string;
  version: number;
  status: string;
  team1: { name: string } | null;
  team2: { name: string } | null;
  score: { sets: { team1: number; team2: number }[]; game: { team1: string; team2: string } | null };
}

/**
 * Twelve points whose order shows in the score: a game each, then 15-0, 15-15, 30-15, 40-15. Sent in another order
 * (or one of them twice) the score or the version would differ.
 */
const TWELVE: Side[] = [...Array<Side>(4).fill('team1'), ...Array<Side>(4).fill('team2'), 'team1', 'team2', 'team1', 'team1'];

/**
 * Courtside scoring without a network (issue 30, item 2): the scorer's phone goes offline, twelve points are kept on
 * it, the page is reloaded offline and opens from the service worker, and once online the points reach the server in
 * order, once each. Then a change made meanwhile on another device is shown to the scorer and nothing counts twice.
 */
describe('Courtside scoring without a network', () => {
  const title = `Offline Cup ${(9e12 - Date.now()).toString(36)}`;
  let tournamentId = '';
  let organizer: Member;
  let scorer: BrowserSession;
  let visitor: BrowserSession;
  let scorePath = '';
  let team1 = '';
  let team2 = '';

  const finalOf = async (): Promise<MatchView> => {
    const detail = await api<{ draw: { rounds: { matches: MatchView[] }[] } }>(`/tournaments/${encodeURIComponent(tournamentId)}`);
    return detail.draw.rounds.flatMap((round) => round.matches).find((match) => match.id === FINAL) as MatchView;
  };
  const unsent = () => scorer.page.getByTestId('unsent-points');

  beforeAll(async () => {
    ({ tournamentId, organizer } = await twoTeamTournament(title, leagueDay(0)));
    await api(`/tournaments/${encodeURIComponent(tournamentId)}/draw`, { token: organizer.token, method: 'POST' });
    const final = await finalOf();
    team1 = final.team1?.name ?? '';
    team2 = final.team2?.name ?? '';
    scorePath = `/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}/matches/${FINAL}`;
    [scorer, visitor] = await Promise.all([launchBrowser({ viewport: PHONE }), launchBrowser({ viewport: PHONE })]);
  });

  afterAll(async () => {
    await Promise.all([scorer?.close(), visitor?.close()]);
  });

  test('when Noura opens the scoring screen on her phone, then a service worker controls it and keeps it', async () => {
    const page = scorer.page;
    await page.goto(`${baseUrl}/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}`);
    await signIn(page, 'noura@padel.local');
    await page.goto(`${baseUrl}${scorePath}`);
    await page.getByRole('button', { name: `Point to ${team1}` }).waitFor();

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/host-dashboard/');
    // What the page loaded before the worker took over is fetched again by the worker, and the screen says so.
    await page.getByTestId('offline-ready').waitFor({ timeout: 25_000 });
    expect(await page.getByTestId('offline-ready').textContent()).toBe(
      'Kept on this phone: scoring goes on without a network, and points are sent when it returns.',
    );
  });

  test('when the phone goes offline and twelve points are scored, then they show on the board and as not sent yet', async () => {
    const page = scorer.page;
    await scorer.context.setOffline(true);

    for (const side of TWELVE) await page.getByRole('button', { name: `Point to ${side === 'team1' ? team1 : team2}` }).click();

    await waitUntil(
      'twelve points kept',
      async () => (await unsent().textContent()) ?? '',
      (text) => text === 'Not sent yet (12)',
    );
    expect(await scorerScore(page)).toBe('1 40 | 1 15');
    expect((await finalOf()).version).toBe(0);
  });

  test('when the page is reloaded offline, then the scoring screen opens again with the twelve points still waiting', async () => {
    const page = scorer.page;
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    await page.reload();

    await page
      .getByRole('button', { name: `Point to ${team1}` })
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        const shown = await page.evaluate(() => document.body.innerText.slice(0, 600));
        const kept = await page.evaluate(async () => {
          const names = await caches.keys();
          const keys = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
          return keys.flat();
        });
        throw new Error(
          `${error.message}\nThe page showed: ${shown}\nFailed: ${failed.join(' | ')}\nKept: ${kept.join(' ')}\nErrors: ${scorer.pageErrors.slice(-5).join(' | ')}`,
        );
      });
    await waitUntil(
      'the kept points after the reload',
      async () => (await unsent().textContent()) ?? '',
      (text) => text === 'Not sent yet (12)',
    );
    expect(await scorerScore(page)).toBe('1 40 | 1 15');
  });

  test('when the network returns, then the twelve points reach the server in order, once each, and a visitor sees that score', async () => {
    const page = scorer.page;
    await scorer.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    await unsent().waitFor({ state: 'detached', timeout: 20_000 });
    const final = await finalOf();
    expect(final).toMatchObject({
      version: 12,
      status: 'live',
      score: { sets: [{ team1: 1, team2: 1 }], game: { team1: '40', team2: '15' } },
    });
    await visitor.page.goto(`${baseUrl}/tournaments/${encodeURIComponent(tournamentId)}`);
    await visitor.page.locator(visitorCard(FINAL)).waitFor();
    await waitUntil(
      'the visitor card',
      () => visitorScore(visitor.page, FINAL),
      (score) => score === '1 40 | 1 15',
      10_000,
    );
  });

  test('when another device scores while the phone is offline, then the phone is shown the server score and nothing counts twice', async () => {
    const page = scorer.page;
    await scorer.context.setOffline(true);
    await page.getByRole('button', { name: `Point to ${team2}` }).click();
    await page.getByRole('button', { name: `Point to ${team2}` }).click();
    await waitUntil(
      'two points kept',
      async () => (await unsent().textContent()) ?? '',
      (text) => text === 'Not sent yet (2)',
    );
    // Meanwhile on another device: the game goes to team 1 (40-15 → game), on the version the phone also scored on.
    await api(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${FINAL}/points`, {
      token: organizer.token,
      method: 'POST',
      body: { team: 'team1', version: 12 },
    });

    await scorer.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    const notice = page.getByRole('alert').filter({ hasText: 'The match changed on another device meanwhile' });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain('2 points scored here were not counted');
    await waitUntil(
      'the server score on the phone',
      () => scorerScore(page),
      (score) => score === '2 0 | 1 0',
      10_000,
    );
    expect(await unsent().count()).toBe(0);
    expect(await finalOf()).toMatchObject({ version: 13, score: { sets: [{ team1: 2, team2: 1 }], game: { team1: '0', team2: '0' } } });
  });
});
