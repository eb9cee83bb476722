import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, contentShown } from '../src/public-helpers';

/** How long each API answer is held back: a phone's network, where the page's frame shows well before its data. */
const API_DELAY_MS = 1_000;

/** Layout shifts summed as the CLS counts them (none caused by input), with each shift's value and what moved. */
interface Shifts {
  total: number;
  moved: string[];
}

/**
 * Issue 14: what a page shows first stays where it is when the rest arrives (CLS ≤ 0.05 in the bench). Each page is
 * opened on a phone with its API answers held back, so everything that comes with the data comes after the frame.
 */
describe('A page on a phone while its data is on the way', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser({ viewport: { width: 412, height: 823 } });
    await session.context.addInitScript(() => {
      const shifts: Array<{ value: number; moved: string[] }> = [];
      (window as unknown as { padelShifts: typeof shifts }).padelShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        }>) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? []).map(
            (source) => `${entry.value.toFixed(4)} ${(source.node?.textContent ?? '(removed)').trim().slice(0, 60)}`,
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await session.context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue().catch(() => undefined);
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  test.each(['/', '/rankings', '/tournaments', '/news'])(
    'when %s is opened, then nothing it shows moves when its data comes (layout shifts under 0.01)',
    async (path) => {
      // Act
      await session.page.goto(`${baseUrl}${path}`);
      await contentShown(session.page);
      await session.page.waitForLoadState('networkidle');

      // Assert
      const shifts = await session.page.evaluate((): Shifts => {
        const list = (window as unknown as { padelShifts: Array<{ value: number; moved: string[] }> }).padelShifts;
        return { total: list.reduce((sum, shift) => sum + shift.value, 0), moved: list.flatMap((shift) => shift.moved) };
      });
      // What moved is printed when it fails.
      expect(shifts.total < 0.01 ? 'stable' : shifts).toBe('stable');
    },
  );
});
