import fs from 'node:fs';
import type { ReadinessCheck } from '@padel/service-kit';

/** Up when `url` answers 2xx within the timeout. */
export function httpCheck(url: string, timeoutMs: number): ReadinessCheck {
  return async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };
}

/** Up when the built front end is present on disk. */
export function directoryCheck(dir: string): ReadinessCheck {
  return async () => {
    try {
      await fs.promises.access(dir, fs.constants.R_OK);
      return (await fs.promises.stat(dir)).isDirectory();
    } catch {
      return false;
    }
  };
}

/** The gateway reports each dependency as `up` or `down`. */
export function upOrDown(checks: Record<string, boolean>): Record<string, 'up' | 'down'> {
  return Object.fromEntries(Object.entries(checks).map(([name, up]) => [name, up ? 'up' : 'down']));
}
