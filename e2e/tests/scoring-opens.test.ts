import { api, eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, signIn } from '../src/public-helpers';
import { dayComes, leagueDay, twoTeamTournament, type Member } from '../src/tournament-helpers';

/** The only match of a two-team draw: the final. */
const FINAL = 'R1-M1';

/** A day as the screens write it, in the site's locales ("December 1, 2026" / «1 ديسمبر 2026», Western digits). */
const longDay = (day: string, locale: 'en-US' | 'ar') =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * Scoring opens on a tournament's first day in the league's calendar (issue 33, item 6; decision 203). Noura's drawn
 * tournament starting tomorrow: her scoring screen and her bracket say when scoring opens and offer no button that
 * would fail (and the service refuses a score); on its first day the buttons are there and the final is scored.
 */
describe('Scoring opens on the first day of the tournament', () => {
  const run = (9e12 - Date.now()).toString(36);
  const title = `Opening Day Cup ${run}`;
  const tomorrow = leagueDay(1);
  let tournamentId = '';
  let organizer: Member;
  let browser: BrowserSession;
  let team1 = '';

  const runPath = () => `/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}`;
  const scorePath = () => `${runPath()}/matches/${FINAL}`;

  beforeAll(async () => {
    ({ tournamentId, organizer } = await twoTeamTournament(title, tomorrow));
    const { draw } = await api<{ draw: { rounds: { matches: { id: string; team1: { name: string } | null }[] }[] } }>(
      `/tournaments/${encodeURIComponent(tournamentId)}/draw`,
      { token: organizer.token, method: 'POST' },
    );
    team1 = draw.rounds[0]?.matches[0]?.team1?.name ?? '';
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    await browser.page.goto(`${baseUrl}${runPath()}`);
    await signIn(browser.page, 'noura@padel.local');
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('when the tournament starts tomorrow, then the service refuses a score, naming the day scoring opens', async () => {
    const answer = await fetch(`${baseUrl}/api/tournaments/${encodeURIComponent(tournamentId)}/matches/${FINAL}/points`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organizer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ team: 'team1', version: 0 }),
    });

    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      code: 'TOURNAMENT_NOT_STARTED',
      error: `Scoring opens on ${longDay(tomorrow, 'en-US')}, the first day of the tournament`,
    });
  });

  test('when Noura opens the tournament and its final the day before, then both say when scoring opens, with no Score, point or final score button', async () => {
    const page = browser.page;
    const note = `Scoring opens on ${longDay(tomorrow, 'en-US')}, the first day of the tournament.`;

    await page.goto(`${baseUrl}${runPath()}`);
    await page.getByText(note).waitFor();
    expect(await page.getByRole('link', { name: /^Score: / }).count()).toBe(0);

    await page.goto(`${baseUrl}${scorePath()}`);
    await page.getByText(note).waitFor();
    expect(await page.getByRole('button', { name: `Point to ${team1}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save the result' }).count()).toBe(0);
  });

  test('when the page is in Arabic, then it says in Arabic when scoring opens', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('language', 'ar'));

    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');

    await page.getByText(`يبدأ تسجيل النتائج في ${longDay(tomorrow, 'ar')}، أول أيام البطولة.`).waitFor();
    expect(await page.getByRole('button', { name: `نقطة لصالح ${team1}` }).count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  test('when its first day comes, then the scoring screen offers the points and the final is scored', async () => {
    await dayComes(tournamentId, leagueDay(0));
    const page = browser.page;

    await page.goto(`${baseUrl}${scorePath()}`);
    const point = page.getByRole('button', { name: `Point to ${team1}` });
    await point.waitFor();
    await point.click();

    expect(await page.getByText(/Scoring opens on/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save the result' }).count()).toBe(1);
    await eventually(async () => {
      const detail = await api<{ draw: { rounds: { matches: { id: string; status: string }[] }[] } }>(
        `/tournaments/${encodeURIComponent(tournamentId)}`,
      );
      return detail.draw.rounds[0]?.matches[0]?.status === 'live' || undefined;
    }, 'the first point to be counted');
  });

  test('when its first day comes, then in Arabic the point buttons are there', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('language', 'ar'));

    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');

    await page.getByRole('button', { name: `نقطة لصالح ${team1}` }).waitFor();
    expect(await page.getByText(/يبدأ تسجيل النتائج/).count()).toBe(0);
  });
});
