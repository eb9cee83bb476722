import fs from 'node:fs';

export type CheckResult = 'up' | 'down';
export type ReadinessCheck = () => Promise<CheckResult>;

/** Up when `url` answers 2xx within the timeout. */
export function httpCheck(url: string, timeoutMs: number): ReadinessCheck {
  return async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok ? 'up' : 'down';
    } catch {
      return 'down';
    }
  };
}

/** Up when the built front end is present on disk. */
export function directoryCheck(dir: string): ReadinessCheck {
  return async () => {
    try {
      await fs.promises.access(dir, fs.constants.R_OK);
      return (await fs.promises.stat(dir)).isDirectory() ? 'up' : 'down';
    } catch {
      return 'down';
    }
  };
}

export async function runChecks(checks: Record<string, ReadinessCheck>): Promise<{ ready: boolean; checks: Record<string, CheckResult> }> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checks[name]!()));
  const byName = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  return { ready: results.every((result) => result === 'up'), checks: byName };
}
