// The bench's pages part (issue 14): Lighthouse 12 on Debian's Chromium, each page with its default mobile settings
// (simulated slow 4G and a 4× slower CPU) and with its desktop preset, several runs each, the median kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../testing/chromium';
import { passwordGrant } from '../testing/keycloak';
import type { PageToMeasure } from './bundle-report';

export const PAGE_TARGETS = {
  mobile: { performance: 0.9, lcpMs: 2500, tbtMs: 200, cls: 0.05 },
  desktop: { lcpMs: 800, cls: 0.02 },
  accessibility: 0.98,
} as const;

/** Where the shell keeps a session across reloads (shell/src/auth/session-storage.ts). */
const SESSION_STORAGE_KEY = 'padel.session';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** First contentful paint: how much of the LCP is the wait for the shell's first paint (no target of its own). */
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest tasks from the first paint on, which make up the TBT (JSON only; no median of its own). */
  longTasks?: LongTask[];
}

/** One of Lighthouse's long tasks (its `long-tasks` audit: on the mobile settings, in simulated time). */
export interface LongTask {
  /** The script Lighthouse charges the task to: a path on the site, or `Unattributable`. */
  script: string;
  startMs: number;
  durationMs: number;
}

/** How many long tasks a run keeps. */
const LONG_TASKS_KEPT = 5;

/**
 * The longest tasks that start at or after `fcpMs`, as Lighthouse's `long-tasks` audit lists them (the TBT counts each
 * one's time over 50 ms): longest first, at most LONG_TASKS_KEPT, each script named by its path on `baseUrl`.
 */
export function longTasksAfterFirstPaint(items: unknown, fcpMs: number, baseUrl: string): LongTask[] {
  if (!Array.isArray(items)) return [];
  return items
    .flatMap((item: { url?: unknown; startTime?: unknown; duration?: unknown }) =>
      typeof item.startTime === 'number' && typeof item.duration === 'number' && item.startTime >= fcpMs
        ? [{ script: String(item.url ?? '').replace(baseUrl, '') || 'Unattributable', startMs: item.startTime, durationMs: item.duration }]
        : [],
    )
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, LONG_TASKS_KEPT);
}

/** `long tasks after the first paint: 212 ms /468.js, 180 ms /main.js` (or `none`). */
export function describeLongTasks(tasks: LongTask[]): string {
  const listed = tasks.map((task) => `${Math.round(task.durationMs)} ms ${task.script}`).join(', ');
  return `long tasks after the first paint: ${listed || 'none'}`;
}

export interface PageFigures {
  name: string;
  path: string;
  mobile: LighthouseRun & { runs: LighthouseRun[] };
  desktop: LighthouseRun & { runs: LighthouseRun[] };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs (taken figure by figure). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: Exclude<keyof LighthouseRun, 'longTasks'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

interface LighthouseResult {
  artifacts?: { Trace?: unknown };
  lhr: {
    runtimeError?: { code?: string; message: string };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: unknown } }>;
  };
}

/**
 * Puts a fresh session of `member` in the page origin's storage, as the shell keeps it after a sign-in, checks that the
 * page shows them signed in, and empties the HTTP cache: Lighthouse then loads the page signed in, from a cold cache, without resetting storage.
 */
async function prepareSignedIn(
  port: number,
  baseUrl: string,
  pagePath: string,
  member: { email: string; password: string },
): Promise<void> {
  const tokens = await passwordGrant(member.email, member.password);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/config.json`);
    const session = {
      refreshToken: tokens.refresh_token,
      accessToken: tokens.access_token,
      idToken: tokens.id_token,
      receivedAt: Date.now(),
    };
    await page.evaluate(
      ([key, value]) =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key!, value!),
      [SESSION_STORAGE_KEY, JSON.stringify(session)],
    );
    // The page shows the member signed in from that session (else Lighthouse would measure the signed-out page).
    await page.goto(`${baseUrl}${pagePath}`);
    await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects from the browser chrome-launcher owns; it keeps running.
    await browser.close();
  }
}

/**
 * Lighthouse's errors about its own trace ("Something went wrong with recording the trace over your page load. Please
 * run Lighthouse again."): the run measured nothing of the page. Such a run is made again, at most
 * `TRACE_FAILURE_ATTEMPTS` times in all; every repeat is counted in the results and its trace kept for a look.
 */
// Not NO_FCP nor NO_LCP: those can be the page's own failure to paint.
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
export const TRACE_FAILURE_ATTEMPTS = 3;

/** Whether a Lighthouse run failed on its own trace (run it again) rather than on the page. */
export function isTraceFailure(code: string | undefined): boolean {
  return code !== undefined && TRACE_FAILURES.has(code);
}

/** Where a failed run's trace is kept: `home mobile 1/3`, attempt 1 → `lighthouse-home-mobile-1-of-3-attempt-1.trace.json`. */
export function failedTraceFileName(label: string, attempt: number): string {
  const name = label.replaceAll('/', '-of-').replaceAll(/[^A-Za-z0-9-]+/g, '-');
  return `lighthouse-${name}-attempt-${attempt}.trace.json`;
}

/**
 * Runs Lighthouse `runs` times per page, mobile then desktop, in one Chromium started by chrome-launcher. A run whose
 * trace failed is made again (`isTraceFailure`), its trace written into `traceDir`; `repeats` lists them.
 */
export async function measurePages(
  baseUrl: string,
  pages: PageToMeasure[],
  runs: number,
  traceDir: string,
): Promise<{ figures: PageFigures[]; repeats: string[] }> {
  const repeats: string[] = [];
  ensureChromium();
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, userDataDir });
  try {
    const runOnce = async (page: PageToMeasure, preset: 'mobile' | 'desktop', label: string): Promise<LighthouseRun> => {
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouseRun(page, preset);
        const error = result.lhr.runtimeError;
        if (!error) return figuresOf(result);
        if (!isTraceFailure(error.code) || attempt >= TRACE_FAILURE_ATTEMPTS) {
          throw new Error(`Lighthouse on ${page.path} (${preset}): ${error.message}`);
        }
        const traceFile = path.join(traceDir, failedTraceFileName(label, attempt));
        if (result.artifacts?.Trace) {
          fs.mkdirSync(traceDir, { recursive: true });
          fs.writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace));
        }
        repeats.push(`${label}: ${error.code}`);
        console.log(`[bench] lighthouse ${label}: ${error.code} (Lighthouse's own trace failed), trace in ${traceFile}; run again`);
      }
    };
    const lighthouseRun = async (page: PageToMeasure, preset: 'mobile' | 'desktop'): Promise<LighthouseResult> => {
      if (page.signIn) await prepareSignedIn(chrome.port, baseUrl, page.path, page.signIn);
      const result = (await lighthouse(
        `${baseUrl}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: Boolean(page.signIn),
        },
        preset === 'desktop' ? desktopConfig : undefined,
      )) as LighthouseResult | undefined;
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      return result;
    };
    const figuresOf = ({ lhr }: LighthouseResult): LighthouseRun => {
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: lhr.categories.performance?.score ?? Number.NaN,
        accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        longTasks: longTasksAfterFirstPaint(lhr.audits['long-tasks']?.details?.items, audit('first-contentful-paint'), baseUrl),
      };
    };
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const presets = {} as Record<'mobile' | 'desktop', LighthouseRun[]>;
      for (const preset of ['mobile', 'desktop'] as const) {
        presets[preset] = [];
        for (let run = 1; run <= runs; run += 1) {
          const figure = await runOnce(page, preset, `${page.name} ${preset} ${run}/${runs}`);
          console.log(
            `[bench] lighthouse ${page.name} ${preset} ${run}/${runs}: performance ${figure.performance.toFixed(2)}, ` +
              `FCP ${Math.round(figure.fcpMs)} ms, LCP ${Math.round(figure.lcpMs)} ms, TBT ${Math.round(figure.tbtMs)} ms, CLS ${figure.cls.toFixed(3)}, accessibility ${figure.accessibility.toFixed(2)}` +
              (preset === 'mobile' ? `; ${describeLongTasks(figure.longTasks ?? [])}` : ''),
          );
          presets[preset].push(figure);
        }
      }
      figures.push({
        name: page.name,
        path: page.path,
        mobile: { ...medianRun(presets.mobile), runs: presets.mobile },
        desktop: { ...medianRun(presets.desktop), runs: presets.desktop },
      });
    }
    return { figures, repeats };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
