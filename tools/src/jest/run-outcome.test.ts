import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LateLogWatch, outcomeOf, type JestResults } from './run-outcome';

/** Runs a real jest over test files written to a fresh directory, and gives its `--json` results and exit code. */
function runJestOver(
  files: Record<string, string>,
  config: Record<string, unknown> = {},
): { results: JestResults; exit: number | null; dir: string; stderr: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-outcome-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, 'jest.config.json'), JSON.stringify(config));
  const resultFile = path.join(dir, 'results.json');
  const run = spawnSync(
    process.execPath,
    [
      require.resolve('jest/bin/jest'),
      '--config',
      path.join(dir, 'jest.config.json'),
      '--json',
      `--outputFile=${resultFile}`,
      '--runInBand',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  const results = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as JestResults;
  return { results, exit: run.status, dir, stderr: run.stderr };
}

describe('outcomeOf', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('when every test passes and jest exits 0, then nothing failed and nothing is explained', () => {
    const { results, exit, dir } = runJestOver({ 'fine.test.js': "test('adds', () => expect(1 + 1).toBe(2));" });
    dirs.push(dir);

    expect(outcomeOf(results, exit, dir)).toEqual({ passed: 1, failed: 0, skipped: 0, failures: [] });
  });

  test('when a test fails, then it is counted once and named with its file and its assertion', () => {
    const { results, exit, dir } = runJestOver({ 'sums.test.js': "test('adds', () => expect(1 + 1).toBe(3));" });
    dirs.push(dir);

    const outcome = outcomeOf(results, exit, dir);

    expect(outcome).toMatchObject({ passed: 0, failed: 1 });
    expect(outcome.failures).toHaveLength(1);
    expect(outcome.failures[0]).toMatch(/^sums\.test\.js: adds\n/);
    expect(outcome.failures[0]).toContain('Expected: 3');
  });

  test('when an afterAll throws after its tests passed, then the file counts as one failure and its error is shown', () => {
    const { results, exit, dir } = runJestOver({
      'closing.test.js': "afterAll(() => { throw new Error('the engine would not close'); });\ntest('works', () => {});",
    });
    dirs.push(dir);

    const outcome = outcomeOf(results, exit, dir);

    expect(exit).not.toBe(0);
    expect(outcome).toMatchObject({ passed: 1, failed: 1 });
    expect(outcome.failures[0]).toMatch(/^closing\.test\.js: the file failed outside its tests\n/);
    expect(outcome.failures[0]).toContain('the engine would not close');
  });

  test('when a file cannot be loaded, then it counts as one failure with the reason', () => {
    const { results, exit, dir } = runJestOver({ 'broken.test.js': "require('./missing-module');\ntest('never runs', () => {});" });
    dirs.push(dir);

    const outcome = outcomeOf(results, exit, dir);

    expect(outcome).toMatchObject({ passed: 0, failed: 1 });
    expect(outcome.failures[0]).toContain("Cannot find module './missing-module'");
  });

  test('when jest did not exit or exited non-zero with every file passed, then that is one failure and says so', () => {
    const { results, dir } = runJestOver({ 'fine.test.js': "test('adds', () => expect(1 + 1).toBe(2));" });
    dirs.push(dir);

    expect(outcomeOf(results, 'hung', dir)).toMatchObject({ passed: 1, failed: 1, failures: [expect.stringContaining('did not exit')] });
    expect(outcomeOf(results, 1, dir)).toMatchObject({ passed: 1, failed: 1, failures: [expect.stringContaining('exited with 1')] });
  });

  test('when a test file logs after its tests are done, then jest exits with 1 and the failure quotes the late log', () => {
    // The files run in name order: the second keeps jest running while the first one's timer logs.
    const sequencer = `module.exports = class extends require(${JSON.stringify(require.resolve('@jest/test-sequencer'))}).default {
      sort(tests) { return [...tests].sort((a, b) => a.path.localeCompare(b.path)); }
    };`;
    const { results, exit, dir, stderr } = runJestOver(
      {
        'a-leaves-a-timer.test.js':
          "test('starts a timer', () => { setTimeout(() => console.warn('Could not refresh the session'), 300); });",
        'b-waits.test.js': "test('waits', () => new Promise((resolve) => setTimeout(resolve, 1500)));",
        'sequencer.js': sequencer,
      },
      { testSequencer: './sequencer.js' },
    );
    dirs.push(dir);
    const watch = new LateLogWatch();
    // As a stream delivers it: in chunks that cut lines anywhere.
    for (let start = 0; start < stderr.length; start += 7) watch.push(stderr.slice(start, start + 7));

    const outcome = outcomeOf(results, exit, dir, watch.messages);

    expect(exit).toBe(1);
    expect(watch.messages).toEqual(['Could not refresh the session']);
    expect(outcome).toMatchObject({ passed: 2, failed: 1 });
    expect(outcome.failures[0]).toContain('a test file logged after its tests were done');
    expect(outcome.failures[0]).toContain('Could not refresh the session');
  });

  test('when jest wrote no results, then the run is one failure', () => {
    expect(outcomeOf(undefined, null, os.tmpdir())).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      failures: ['jest wrote no results (exit null)'],
    });
  });
});
