// npx tsx tools/src/bench/long-tasks-report.ts [path]: the main thread's long tasks while a page starts on a phone-like CPU
// (4× slower, as Lighthouse's mobile preset), from a Chromium trace, each with the events inside it that took 8 ms or
// more (script evaluation, function calls, layout). After `npm run build`, on the test engines (decision 175).
import type { Page } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../testing/chromium';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const LONG_TASK_US = 50_000;
const SHOWN_EVENT_US = 8_000;

/** The long tasks of the page's main thread, and the events each holds. */
export function longTasks(events: TraceEvent[], baseUrl: string): string[] {
  const evaluating = new Set(events.filter((event) => event.name === 'EvaluateScript').map((event) => `${event.pid}:${event.tid}`));
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && evaluating.has(`${event.pid}:${event.tid}`),
  );
  if (!mainThread) throw new Error('the trace has no renderer main thread that ran a script');
  const onMain = events
    .filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const start = onMain[0]?.ts ?? 0;
  const lines: string[] = [];
  for (const task of onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US)) {
    const end = task.ts + (task.dur ?? 0);
    lines.push(`task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end || (event.dur ?? 0) < SHOWN_EVENT_US) continue;
      const data = event.args?.data;
      const where = [data?.url?.replace(baseUrl, ''), data?.functionName].filter(Boolean).join(' ');
      lines.push(
        `  +${((event.ts - task.ts) / 1000).toFixed(0)} ms ${((event.dur ?? 0) / 1000).toFixed(0)} ms ${event.name} ${where}`.trimEnd(),
      );
    }
  }
  return lines;
}

async function traceStart(page: Page, url: string): Promise<TraceEvent[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(3000);
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

async function main(): Promise<void> {
  const [{ startStack }, { chromium }] = await Promise.all([import('../stack/stack'), import('playwright-core')]);
  ensureChromium();
  const stack = await startStack({ profile: 'test' });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      // A first load warms the stack (the services' first answers, the gateway's caches); the second is traced.
      for (const traced of [false, true]) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const url = `${stack.baseUrl}${process.argv[2] ?? '/'}`;
        if (traced) console.log(longTasks(await traceStart(page, url), stack.baseUrl).join('\n'));
        else {
          await page.goto(url);
          await page.locator('main h1').first().waitFor({ timeout: 30_000 });
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
