import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { BrowserSession } from '../src/browser';
import { playerAndBrowser, shownTexts } from '../src/language-helpers';
import { baseUrl, contentShown, signIn } from '../src/public-helpers';

/** Every country's English name (as the data holds them), from the browser engine's own list of regions. */
function englishCountryNames(): Set<string> {
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const found = new Set<string>(['UAE']);
  for (let first = 65; first <= 90; first++)
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name && name !== code) found.add(name);
    }
  return found;
}

/** What an Arabic page still says in English: words of the product (not data) and country names. */
interface Leftovers {
  url: string;
  words: string[];
  countries: string[];
  fieldValues: string[];
  title: string | null;
}

async function leftoversOn(
  page: Page,
  url: string,
  countries: Set<string>,
  { titleHasNoData }: { titleHasNoData: boolean },
): Promise<Leftovers> {
  const texts = await shownTexts(page);
  const title = await page.title();
  const values = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
      .filter((field) => field.type !== 'hidden')
      .map((field) => (field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.textContent ?? '') : field.value).trim())
      .filter(Boolean),
  );
  const all = [...texts, ...values];
  return {
    url,
    // "Court 1", "Adv", "168 cm": the product's words around the data (a text field shows what its owner typed).
    words: texts.filter((text) => /\b(Court|Adv|cm)\b/.test(text)),
    countries: all.filter((text) => [...countries].some((country) => text === country || text.endsWith(`, ${country}`))),
    fieldValues: values.filter((value) => countries.has(value)),
    // A signed-in page's tab title holds no data: no Latin letter belongs in it.
    title: titleHasNoData && /[A-Za-z]/.test(title) ? title : null,
  };
}

const clean = (url: string): Leftovers => ({ url, words: [], countries: [], fieldValues: [], title: null });

/**
 * Issue 33, item 9: no English left on the Arabic pages, public and signed in: "Court 1", "Adv", "cm", the tab titles,
 * countries outside the Gulf (named in the page's language, not as the data spells them) and the Country field's
 * default value.
 */
describe('English left on the Arabic pages', () => {
  const countries = englishCountryNames();
  const run = randomUUID().slice(0, 6);
  const name = `Jordan Player ${run}`;
  let session: BrowserSession;
  let tournamentId = '';

  beforeAll(async () => {
    ({ session, tournamentId } = await playerAndBrowser('leftovers', name, 'Jordan', 'ar'));
  });

  afterAll(async () => {
    await session?.close();
  });

  async function check(
    url: string,
    { titleHasNoData = false, before }: { titleHasNoData?: boolean; before?: (page: Page) => Promise<void> } = {},
  ) {
    const page = session.page;
    await page.goto(`${baseUrl}${url}`);
    await contentShown(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await before?.(page);
    expect(await leftoversOn(page, url, countries, { titleHasNoData })).toEqual(clean(url));
  }

  test('when a player from outside the Gulf is listed and opened in Arabic, then the country and the height are said in Arabic', async () => {
    await check(`/rankings?q=${encodeURIComponent(run)}`, { before: (page) => page.getByTestId('player-card').first().waitFor() });
    await check(`/rankings?q=${encodeURIComponent(run)}`, {
      before: async (page) => {
        await page.getByTestId('player-card').first().getByRole('button').first().click();
        await page.getByRole('dialog').locator('dd, p').filter({ hasText: '181' }).first().waitFor();
      },
    });
  });

  test('when the public pages are shown in Arabic, then none says Court, Adv or cm, or names a country in English', async () => {
    for (const url of ['/', '/tournaments', `/tournaments/${encodeURIComponent(tournamentId)}`]) await check(url);
  });

  test.each(['/my-teams', '/profile', '/host-dashboard'])(
    'when a visitor opens %s (a page for signed-in users) in Arabic, then the tab title says so in Arabic',
    async (url) => {
      await check(url, { titleHasNoData: true });
      expect(await session.page.title()).toMatch(/[\u0600-\u06ff]/);
    },
  );

  describe('signed in', () => {
    beforeAll(async () => {
      const page = session.page;
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.goto(`${baseUrl}/`);
      await signIn(page, 'noura@padel.local');
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
    });

    test.each(['/my-teams', '/enter-tournament', '/profile', '/host-dashboard'])(
      'when Noura opens %s in Arabic, then its tab title and fields hold no English',
      async (url) => {
        await check(url, { titleHasNoData: true });
      },
    );

    test('when Noura opens her live tournament and its scoring screen in Arabic, then no Court, Adv or cm is left', async () => {
      const tournament = `/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}`;
      await check(tournament, { titleHasNoData: true });
      await check(`${tournament}/matches/R2-M1`, { titleHasNoData: true });
    });
  });
});
