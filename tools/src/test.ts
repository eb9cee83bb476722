// npm test: every jest project (unit, integration on real engines, browser end-to-end) in one run,
// closing with the line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build';
import { ensureEngines, repoRoot } from './engines';
import { ensureChromium } from './chromium';

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: Array<{ status: string; assertionResults: unknown[] }>;
}

async function main(): Promise<number> {
  ensureChromium();
  await buildAll();
  const engines = await ensureEngines('test');
  const resultFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'padel-jest-')), 'results.json');
  let exitCode = 1;
  try {
    const jest = spawnSync(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '--config',
        path.join(repoRoot, 'jest.config.js'),
        '--json',
        `--outputFile=${resultFile}`,
        ...process.argv.slice(2),
      ],
      { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...engines.env, PADEL_ENGINES_READY: '1' } },
    );
    exitCode = jest.status ?? 1;
  } finally {
    await engines.stop();
  }
  if (!fs.existsSync(resultFile)) {
    console.log('0 passed, 1 failed');
    return exitCode || 1;
  }
  const summary = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as JestSummary;
  // A suite that fails before running any test (a compile error, a broken setup) counts as one failure.
  const brokenSuites = summary.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  const failed = summary.numFailedTests + brokenSuites;
  const skipped = summary.numPendingTests;
  console.log(`${summary.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed > 0 ? 1 : exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
