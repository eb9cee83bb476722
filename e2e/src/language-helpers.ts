import type { Page } from 'playwright-core';
import { api } from './api-helpers';
import { launchBrowser, type BrowserSession } from './browser';
import type { Language } from './catalog';
import { baseUrl, freshEmail, registerPlayerViaApi, signUpViaApi } from './public-helpers';

/**
 * The page's texts and labels and the tab's title, except those marked as another language (e.g. the "English" switch)
 * and the text people entered (isolated in a `<bdi>` or `dir="auto"` element).
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inArabic = (element: Element | null) => (element?.closest('[lang]')?.getAttribute('lang') ?? 'ar').startsWith('ar');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text people entered, isolated in its line (decision 195), is data: a city "Dubai" is no English of the site.
      if (!parent || parent.closest('script, style, noscript, bdi, [dir="auto"]') || !inArabic(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      if (!inArabic(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The id of the demo's live tournament (Dubai Marina Open), whose page holds a bracket and whose organizer is Noura. */
export async function liveDemoTournamentId(): Promise<string> {
  const tournaments = await api<Array<{ id: string; name: string }>>('/tournaments');
  const live = tournaments.find((tournament) => tournament.name === 'Dubai Marina Open');
  if (!live) throw new Error('the demo tournament Dubai Marina Open is missing');
  return live.id;
}

/**
 * A new player named `name` from `country` (a unique account per run), the live demo tournament's id, and a browser
 * showing the site in `language`.
 */
export async function playerAndBrowser(
  purpose: string,
  name: string,
  country: string,
  language: Language,
): Promise<{ session: BrowserSession; tournamentId: string }> {
  const account = await signUpViaApi(freshEmail(purpose), name);
  await registerPlayerViaApi(account.token, name, country);
  const tournamentId = await liveDemoTournamentId();
  const session = await launchBrowser();
  await session.page.goto(`${baseUrl}/`);
  await session.page.evaluate((lang) => localStorage.setItem('language', lang), language);
  return { session, tournamentId };
}
