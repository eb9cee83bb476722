import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { awaitJestExit } from './exit-watch';

/** A stand-in for jest: writes its results file, then exits or (with a connection left open) stays alive. */
function fakeJest(resultFile: string, leaveConnectionOpen: boolean, port: number) {
  const script = `
    require('node:fs').writeFileSync(${JSON.stringify(resultFile)}, '{}');
    ${leaveConnectionOpen ? `require('node:net').connect(${port}, '127.0.0.1');` : ''}
  `;
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
}

const resultDirs: string[] = [];
function resultFileIn(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exit-watch-'));
  resultDirs.push(dir);
  return path.join(dir, 'results.json');
}

describe('awaitJestExit', () => {
  let server: net.Server;
  let port: number;
  beforeAll(async () => {
    server = net.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    for (const dir of resultDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('when jest exits after writing its results, then its exit code is given', async () => {
    const resultFile = resultFileIn();
    await expect(awaitJestExit(fakeJest(resultFile, false, port), resultFile, 2000)).resolves.toBe(0);
  });

  test('when jest stays alive after writing its results, then it is stopped after the grace period and reported as hung', async () => {
    // Arrange
    const resultFile = resultFileIn();
    const child = fakeJest(resultFile, true, port);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    // Act
    const exit = await awaitJestExit(child, resultFile, 2000);

    // Assert
    expect(exit).toBe('hung');
    expect(child.signalCode).toBe('SIGTERM');
    expect(errors.mock.calls.join(' ')).toMatch(new RegExp(`did not exit 2 s after writing its results.*-> 127\\.0\\.0\\.1:${port}`));
    errors.mockRestore();
  }, 15_000);

  test('when jest cannot be started, then the wait ends at once', async () => {
    // Arrange
    const missing = spawn(path.join(os.tmpdir(), 'no-such-jest-binary'), [], { stdio: 'ignore' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    // Act
    const exit = await awaitJestExit(missing, resultFileIn(), 2000);

    // Assert
    expect(exit).toBeNull();
    expect(errors.mock.calls.join(' ')).toMatch(/jest could not be started: .*ENOENT/);
    errors.mockRestore();
  });
});
