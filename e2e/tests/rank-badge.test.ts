import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import type { Language } from '../src/catalog';
import { baseUrl, contentShown } from '../src/public-helpers';

/** A league-size position (#10566 in the issue): five digits, and a thousands separator in both languages. */
const FIRST_RANK = 10566;

/**
 * The real ranking page, with positions from FIRST_RANK on: a league's tail as `npm run seed:scale` makes it, without
 * adding 10,000 players to the test stack's shared ranking (which every other test reads).
 */
async function withLeagueSizeRanks(page: Page): Promise<void> {
  await page.route(/\/api\/rankings(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { players: Array<{ ranking: number | null }> };
    body.players.forEach((player, index) => {
      player.ranking = FIRST_RANK + index;
    });
    await route.fulfill({ response, json: body });
  });
}

interface Boxes {
  rank: string;
  textInside: boolean;
  rankOverAvatar: boolean;
  textOverAvatar: boolean;
}

/** Each card's rank: whether its box holds its text, and whether the box or the text overlaps the avatar. */
function rankBoxes(page: Page): Promise<Boxes[]> {
  return page.getByTestId('player-card').evaluateAll((cards) =>
    cards.map((card) => {
      const rank = card.querySelector<HTMLElement>('[data-testid="player-rank"]') ?? (card.firstElementChild as HTMLElement);
      const label = rank.querySelector('[aria-hidden="true"]') ?? rank;
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      const box = rank.getBoundingClientRect();
      // The avatar is the row's own image (the movement arrow inside the rank is an image too).
      const avatar = card.querySelector(':scope > [role="img"]')!.getBoundingClientRect();
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      return {
        rank: label.textContent?.trim() ?? '',
        textInside:
          text.left >= box.left - 0.5 && text.right <= box.right + 0.5 && text.top >= box.top - 0.5 && text.bottom <= box.bottom + 0.5,
        rankOverAvatar: overlaps(box, avatar),
        textOverAvatar: overlaps(text, avatar),
      };
    }),
  );
}

/** Issue 33, item 11: five-digit ranks fit their badge and keep clear of the avatar, on a desktop and a phone, in both languages. */
describe.each([
  ['en', 1280],
  ['ar', 1280],
  ['en', 360],
  ['ar', 360],
] as Array<[Language, number]>)('Five-digit ranks (%s, %i px)', (language, width) => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser({ viewport: { width, height: 900 } });
    await session.page.goto(`${baseUrl}/`);
    await session.page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await withLeagueSizeRanks(session.page);
  });

  afterAll(async () => {
    await session?.close();
  });

  test('when the ranking shows positions past 10,000, then each badge holds its number and does not overlap the avatar', async () => {
    const page = session.page;
    await page.goto(`${baseUrl}/rankings`);
    await contentShown(page);
    await page.getByTestId('player-card').first().waitFor();
    const boxes = await rankBoxes(page);
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes[0]?.rank).toMatch(/10,?566/);
    expect(boxes.filter((box) => !box.textInside || box.rankOverAvatar || box.textOverAvatar)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
