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

/** What jest prints when a test file logs after its tests are done; it then sets the exit code to 1 (in band). */
const LATE_LOG = 'Cannot log after tests are done';
/** Its quoted message's first line (the closing `".` ends a one-line message). */
const ATTEMPTED_LOG = /Attempted to log "(.*?)(?:"\.)?$/;

/**
 * Collects, from jest's output as it streams, the first line of each message logged after its test file was done: the
 * one cause of a non-zero exit that neither a test nor a file in the results shows.
 */
export class LateLogWatch {
  readonly messages: string[] = [];
  private partialLine = '';
  private afterMarker = false;

  push(chunk: string): void {
    const lines = `${this.partialLine}${chunk}`.split('\n');
    this.partialLine = lines.pop() ?? '';
    for (const line of lines) this.read(line.replace(ANSI_ESCAPE, ''));
  }

  private read(line: string): void {
    if (line.includes(LATE_LOG)) this.afterMarker = true;
    else if (this.afterMarker) {
      const attempted = ATTEMPTED_LOG.exec(line);
      if (attempted) this.messages.push(attempted[1]!.trim());
      if (attempted || line.trim() !== '') this.afterMarker = false;
    }
  }
}

/**
 * The outcome of one jest run from its results and its exit. Besides failed tests, each of these counts as one failure:
 * a file that failed outside its tests (a compile error, a failing `beforeAll` or `afterAll`), a jest that did not
 * exit, a non-zero exit no result explains, and a run that wrote no results.
 */
export function outcomeOf(
  results: JestResults | undefined,
  exit: number | null | 'hung',
  rootDir: string,
  lateLogs: readonly string[] = [],
): RunOutcome {
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
    const cause =
      lateLogs.length > 0
        ? `: a test file logged after its tests were done, which makes jest exit with 1 (${lateLogs.length} time${lateLogs.length === 1 ? '' : 's'}, first "${lateLogs[0]}"; see "${LATE_LOG}" above: a test left something running)`
        : '';
    failures.push(`jest exited with ${String(exit)} though every test and file passed${cause}`);
    failed += 1;
  }
  return { passed: results.numPassedTests, failed, skipped: results.numPendingTests, failures };
}
