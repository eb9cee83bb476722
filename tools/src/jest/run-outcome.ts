import path from 'node:path';

/** The parts of jest's `--json` results that decide the outcome and explain a failure. */
export interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string }>;
  }>;
}

export interface RunOutcome {
  passed: number;
  failed: number;
  skipped: number;
  /** One entry per counted failure, saying what failed and why, for the lines printed before the summary. */
  failures: string[];
}

/** How many lines of a failure message are kept: enough for the assertion and the first frames of its stack. */
const MESSAGE_LINES = 12;

const ANSI_ESCAPE = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

function shortMessage(message: string | undefined): string {
  const lines = (message ?? '')
    .replace(ANSI_ESCAPE, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const kept = lines.slice(0, MESSAGE_LINES).map((line) => `    ${line}`);
  if (lines.length > MESSAGE_LINES) kept.push(`    … ${lines.length - MESSAGE_LINES} more lines above in the log`);
  return kept.join('\n');
}

/**
 * The outcome of one jest run from its results and its exit. Besides failed tests, each of these counts as one failure:
 * a file that failed outside its tests (a compile error, a failing `beforeAll` or `afterAll`), a jest that did not
 * exit, a non-zero exit no result explains, and a run that wrote no results.
 */
export function outcomeOf(results: JestResults | undefined, exit: number | null | 'hung', rootDir: string): RunOutcome {
  if (results === undefined) {
    return { passed: 0, failed: 1, skipped: 0, failures: [`jest wrote no results (exit ${String(exit)})`] };
  }
  const failures: string[] = [];
  let failed = results.numFailedTests;
  for (const file of results.testResults) {
    if (file.status !== 'failed') continue;
    const relativeName = path.relative(rootDir, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    // Its failed tests are in numFailedTests; a file that failed without any counts once by itself.
    if (failedTests.length === 0) failed += 1;
    const what =
      failedTests.length > 0
        ? failedTests.map((test) => `${relativeName}: ${test.fullName}`).join('\n')
        : `${relativeName}: the file failed outside its tests`;
    failures.push(`${what}\n${shortMessage(file.message)}`);
  }
  if (exit === 'hung') {
    failures.push('jest did not exit after writing its results (see "[test] jest did not exit" above)');
    failed += 1;
  } else if (exit !== 0 && failed === 0) {
    failures.push(`jest exited with ${String(exit)} though every test and file passed`);
    failed += 1;
  }
  return { passed: results.numPassedTests, failed, skipped: results.numPendingTests, failures };
}
