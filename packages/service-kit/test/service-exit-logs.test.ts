import { spawn } from 'node:child_process';
import path from 'node:path';
import { eventually, sleep } from './helpers';

const fixture = path.join(__dirname, 'fixtures/stopping-logger.ts');
const STEPS = 20;
const LINES_PER_STEP = 200;

function messages(output: string): string[] {
  return output
    .split('\n')
    .filter((text) => text !== '')
    .map((text) => JSON.parse(text) as { msg: string; step?: number; line?: number })
    .map(({ msg, step, line }) => (msg === 'detail' ? `detail ${step}.${line}` : msg));
}

describe('runService', () => {
  test('when the reader of its output falls behind while it stops, then every line it logged reaches the reader, in the order logged', async () => {
    // Arrange: standard output is a pipe, as a container's log driver reads it.
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'info', STEPS: String(STEPS), LINES_PER_STEP: String(LINES_PER_STEP) },
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    // 'close' comes once the process has exited and its output is read to the end.
    const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
    await eventually(async () => output.includes('stopping-logger listening on port 0'));

    // Act: the reader stops reading while the process logs its stop (about 0.5 MB), then reads again.
    child.stdout.pause();
    child.kill('SIGTERM');
    await sleep(500);
    child.stdout.resume();
    const code = await closed;

    // Assert
    expect(code).toBe(0);
    const expected = ['stopping-logger listening on port 0', 'stopping-logger stopping'];
    for (let step = 1; step <= STEPS; step++) {
      for (let line = 1; line <= LINES_PER_STEP; line++) expected.push(`detail ${step}.${line}`);
      expected.push(`step ${step} done`);
    }
    expected.push('stopping-logger stopped');
    expect(messages(output)).toEqual(expected);
  });
});
