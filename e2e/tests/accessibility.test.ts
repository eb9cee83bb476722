import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, contentShown, signIn } from '../src/public-helpers';

/**
 * axe-core on every page, light and dark, English and Arabic (issue 14, decision 144): no serious or critical
 * violation. axe is evaluated through the DevTools protocol (page.evaluate), since the CSP refuses inline scripts.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'ar'] as const;

/** Waits for transitions (a theme's colours, a dialog's fade) to end; endless ones (spinners) are left alone. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The serious and critical violations axe finds in the page as it is, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target}: ${violation.help}. ${node.summary}`),
    );
}

/**
 * Opens `path` in every theme and language (`show` brings the page to the state to check) and returns the
 * violations, each prefixed with where it was found.
 */
async function violationsEverywhere(page: Page, path: string, show: (page: Page) => Promise<void> = contentShown): Promise<string[]> {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await page.goto(`${baseUrl}${path}`);
      await page.evaluate(
        ([chosenTheme, chosenLanguage]) => {
          localStorage.setItem('theme', chosenTheme);
          localStorage.setItem('language', chosenLanguage);
        },
        [theme, language] as const,
      );
      await page.reload();
      await show(page);
      await settled(page);
      found.push(...(await seriousViolations(page)).map((violation) => `${path} ${language} ${theme}: ${violation}`));
    }
  }
  await page.evaluate(() => {
    localStorage.removeItem('theme');
    localStorage.removeItem('language');
  });
  return found;
}

describe('Accessibility (axe)', () => {
  let visitor: BrowserSession;

  beforeAll(async () => {
    visitor = await launchBrowser({ viewport: { width: 390, height: 844 } });
  });

  afterAll(async () => {
    await visitor?.close();
  });

  test.each([
    ['Home', '/'],
    ['Rankings', '/rankings'],
    ['Tournaments', '/tournaments'],
    ['News', '/news'],
    ['About', '/about'],
    ['a page that does not exist', '/no-such-page'],
  ])('when %s is shown in light and dark, English and Arabic, then axe finds no serious or critical violation', async (_name, path) => {
    expect(await violationsEverywhere(visitor.page, path)).toEqual([]);
  });

  test("when a tournament's page is shown in light and dark, English and Arabic, then axe finds no serious or critical violation", async () => {
    const tournaments = await api<Array<{ id: string }>>('/tournaments');

    expect(await violationsEverywhere(visitor.page, `/tournaments/${tournaments[0]!.id}`)).toEqual([]);
  });

  test('when an article is open on News in light and dark, English and Arabic, then axe finds no serious or critical violation', async () => {
    const openFirstArticle = async (page: Page) => {
      await contentShown(page);
      const card = page.getByTestId('news-card').first();
      const title = (await card.getByRole('heading').innerText()).trim();
      await card.getByRole('button', { name: title }).click();
      await page.getByRole('dialog', { name: title }).getByTestId('article-content').waitFor();
    };

    expect(await violationsEverywhere(visitor.page, '/news', openFirstArticle)).toEqual([]);
  });

  describe('signed in', () => {
    let player: BrowserSession;
    let organizer: BrowserSession;

    beforeAll(async () => {
      [player, organizer] = await Promise.all([launchBrowser(), launchBrowser()]);
      for (const [session, email] of [
        [player, 'omar@padel.local'],
        [organizer, 'noura@padel.local'],
      ] as const) {
        await session.page.goto(`${baseUrl}/`);
        await signIn(session.page, email);
      }
    });

    afterAll(async () => {
      await Promise.all([player?.close(), organizer?.close()]);
    });

    test.each([
      ['My Teams', '/my-teams'],
      ['Profile', '/profile'],
    ])(
      'when %s is shown to a player in light and dark, English and Arabic, then axe finds no serious or critical violation',
      async (_name, path) => {
        expect(await violationsEverywhere(player.page, path)).toEqual([]);
      },
    );

    test('when the Host Dashboard is shown to an organizer in light and dark, English and Arabic, then axe finds no serious or critical violation', async () => {
      expect(await violationsEverywhere(organizer.page, '/host-dashboard')).toEqual([]);
    });
  });
});
