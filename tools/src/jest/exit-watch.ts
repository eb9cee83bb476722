import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * How long jest may take to exit once it has written its results. The suites run in band on a 2-core machine (jest's
 * default of one worker per core but one), so a connection a test file leaves open keeps jest alive for ever.
 */
export const EXIT_GRACE_MS = 60_000;

/** The TCP connections a process holds, by remote port (which engine a leaked connection points at). */
function openConnectionsOf(pid: number): string {
  const listed = spawnSync('ss', ['-Htnp', 'state', 'established'], { encoding: 'utf8' });
  const lines = (listed.stdout ?? '').split('\n').filter((line) => line.includes(`pid=${pid},`));
  return lines.map((line) => line.trim().split(/\s+/).slice(2, 4).join(' -> ')).join('; ') || 'none listed';
}

/** Resolves with jest's exit code, or `'hung'` after stopping a jest that did not exit once its results were written. */
export function awaitJestExit(jest: ChildProcess, resultFile: string, graceMs = EXIT_GRACE_MS): Promise<number | null | 'hung'> {
  return new Promise((resolve) => {
    let resultsSeenAt: number | undefined;
    let hung = false;
    const watch = setInterval(() => {
      if (resultsSeenAt === undefined && fs.existsSync(resultFile)) resultsSeenAt = Date.now();
      if (resultsSeenAt === undefined || Date.now() - resultsSeenAt < graceMs || jest.pid === undefined) return;
      clearInterval(watch);
      hung = true;
      console.error(
        `[test] jest did not exit ${graceMs / 1000} s after writing its results: a test left a handle open ` +
          `(its connections: ${openConnectionsOf(jest.pid)}). Stopping it; this counts as one failure.`,
      );
      jest.kill('SIGTERM');
      setTimeout(() => jest.kill('SIGKILL'), 5000).unref();
    }, 1000);
    jest.once('exit', (code) => {
      clearInterval(watch);
      resolve(hung ? 'hung' : code);
    });
    // Jest could not be started at all: no exit will come, and the missing results file counts as the failure.
    jest.once('error', (error) => {
      clearInterval(watch);
      console.error(`[test] jest could not be started: ${error.message}`);
      resolve(null);
    });
  });
}
