import fs from 'node:fs';
import path from 'node:path';
import { delay } from './processes';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes a cross-process lock (a directory holding the owner's pid); stale locks of dead owners are taken over. */
export async function acquireLock(lockDir: string, timeoutMs = 15 * 60_000): Promise<() => void> {
  const owner = path.join(lockDir, 'pid');
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(owner, String(process.pid));
      return () => fs.rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.existsSync(owner) ? fs.readFileSync(owner, 'utf8') : NaN);
      if (Number.isInteger(holder) && !isAlive(holder)) fs.rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      else await delay(500);
    }
  }
}

/** Serialises engine start-up across processes (parallel jest runs share one set of test engines). */
export async function withEnginesLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const release = await acquireLock(path.join(dataDir, 'engines.lock'));
  try {
    return await work();
  } finally {
    release();
  }
}
