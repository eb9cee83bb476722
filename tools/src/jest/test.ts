// npm test: every jest project (unit, integration on real engines, browser end-to-end) in one run, then the compose
// system test alone (its dozen containers would load the machine under the others), closing with the line
// "N passed, N failed" for both.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { buildAll } from '../build/build';
import { ensureEngines, repoRoot } from '../engines';
import { ensureChromium } from '../testing/chromium';
import { prepareImageBuilds } from '../compose/container-engine';
import { buildEngineImages } from '../containers/engine-images';
import { awaitJestExit } from './exit-watch';
import { LateLogWatch, outcomeOf, type JestResults, type RunOutcome } from './run-outcome';

/** The compose system test (tools/test/compose-system.test.ts) runs last and alone. */
const COMPOSE_SYSTEM_TEST = 'tools/test/compose-system\\.test\\.ts';

/** Until the rest of jest's stderr has been read, or 2 s (a process jest started may still hold the pipe). */
async function stderrDrained(jest: ChildProcess): Promise<void> {
  if (!jest.stderr) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([finished(jest.stderr).catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
  clearTimeout(timer);
}

/** One jest run; a run that wrote no results counts as one failure, and so does a jest that does not exit. */
async function runJest(args: string[], env: NodeJS.ProcessEnv): Promise<RunOutcome> {
  const resultFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'padel-jest-')), 'results.json');
  const jest = spawn(
    process.execPath,
    // The whole suite's results outgrew node's default heap of about 4 GB (CI on 9ab6363 ended "heap out of memory").
    [
      '--max-old-space-size=8192',
      require.resolve('jest/bin/jest'),
      '--config',
      path.join(repoRoot, 'jest.config.js'),
      '--json',
      `--outputFile=${resultFile}`,
      ...args,
    ],
    { cwd: repoRoot, stdio: ['inherit', 'inherit', 'pipe'], env },
  );
  // Jest's reports go to stderr: passed on as they come, and read for logs made after a file was done.
  const lateLogs = new LateLogWatch();
  jest.stderr?.setEncoding('utf8');
  jest.stderr?.on('data', (chunk: string) => {
    process.stderr.write(chunk);
    lateLogs.push(chunk);
  });
  const exit = await awaitJestExit(jest, resultFile);
  await stderrDrained(jest);
  const results = fs.existsSync(resultFile) ? (JSON.parse(fs.readFileSync(resultFile, 'utf8')) as JestResults) : undefined;
  return outcomeOf(results, exit, repoRoot, lateLogs.messages);
}

async function main(): Promise<number> {
  const selection = process.argv.slice(2);
  ensureChromium();
  await buildAll();
  // The fault tests run their engines as containers of our engine images (issue 15; PADEL_FAULT_ENGINES below makes a
  // missing image an error rather than a quiet fall-back to processes); the compose system test builds the rest itself.
  const containersStarted = Date.now();
  await prepareImageBuilds();
  await buildEngineImages();
  console.log(`[test] container engine and engine images ready in ${Math.round((Date.now() - containersStarted) / 1000)} s`);
  const engines = await ensureEngines('test');
  const outcomes: RunOutcome[] = [];
  try {
    const args = selection.length > 0 ? selection : ['--testPathIgnorePatterns', '/node_modules/', COMPOSE_SYSTEM_TEST];
    outcomes.push(await runJest(args, { ...process.env, ...engines.env, PADEL_ENGINES_READY: '1', PADEL_FAULT_ENGINES: 'containers' }));
  } finally {
    await engines.stop();
  }
  if (selection.length === 0) {
    outcomes.push(
      await runJest(['--runTestsByPath', path.join(repoRoot, 'tools/test/compose-system.test.ts')], {
        ...process.env,
        PADEL_ENGINES_READY: '1',
      }),
    );
  }
  const total = outcomes.reduce((sum, outcome) => ({
    passed: sum.passed + outcome.passed,
    failed: sum.failed + outcome.failed,
    skipped: sum.skipped + outcome.skipped,
    failures: [...sum.failures, ...outcome.failures],
  }));
  // The failures once more at the very end, where a reader of the log's tail (CI) sees them beside the summary.
  if (total.failures.length > 0) console.log(`[test] what failed:\n${total.failures.map((failure) => `- ${failure}`).join('\n')}`);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return total.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
