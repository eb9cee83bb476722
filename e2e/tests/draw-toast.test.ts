import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { exactTextIn, textIn } from '../src/catalog';
import { baseUrl, signIn } from '../src/public-helpers';
import { leagueDay, twoTeamTournament } from '../src/tournament-helpers';

/** A catalog id shown instead of its text: `api.DRAW_MADE`, `draw.done.title`. */
const MESSAGE_ID = /\b[a-z][A-Za-z]*(\.[A-Za-z_]+)+\b/;

/**
 * The toast after a draw says what the server confirmed, in the reader's language (issue 33, item 10): it read
 * "api.DRAW_MADE" because the confirmation's count was not passed to its message.
 */
describe('The toast after a draw', () => {
  const stamp = (9e12 - Date.now()).toString(36);
  const titles = { en: `Toast Cup ${stamp}`, ar: `Toast Cup AR ${stamp}` };
  let organizer: BrowserSession;

  beforeAll(async () => {
    await twoTeamTournament(titles.en, leagueDay(7));
    await twoTeamTournament(titles.ar, leagueDay(7));
    organizer = await launchBrowser();
  });

  afterAll(async () => {
    await organizer?.close();
  });

  /** Draws `title` from My Tournaments and gives the toast's text. */
  async function drawAndReadToast(page: Page, language: 'en' | 'ar', title: string): Promise<string> {
    await page.getByRole('button', { name: textIn(language, 'Close entries and draw: {title}', { title }) }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: textIn(language, 'Draw') }).click();
    await confirm.waitFor({ state: 'detached' });
    const toast = page.getByTestId('toast').filter({ hasText: exactTextIn(language, 'Bracket Drawn') });
    await toast.first().waitFor();
    return toast.first().innerText();
  }

  test('when Noura draws a two-team tournament in English, then the toast says the draw was made with 2 teams', async () => {
    const page = organizer.page;
    await page.goto(`${baseUrl}/host-dashboard`);
    await signIn(page, 'noura@padel.local');
    await page.getByRole('heading', { name: 'My Tournaments' }).waitFor();

    const text = await drawAndReadToast(page, 'en', titles.en);

    expect(text).toContain('The draw has been made with 2 teams');
    expect(text).not.toMatch(MESSAGE_ID);
  });

  test('when she draws one in Arabic, then the toast is Arabic, with no message id and no English', async () => {
    const page = organizer.page;
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { name: exactTextIn('ar', 'My Tournaments') }).waitFor();

    const text = await drawAndReadToast(page, 'ar', titles.ar);

    expect(text).toContain('أُجريت القرعة بمشاركة فريقين');
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
