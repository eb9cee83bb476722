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

/** Serialises engine start-up across processes (parallel jest runs share one set of test engines). */
export async function withEnginesLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lockDir = path.join(dataDir, 'engines.lock');
  const owner = path.join(lockDir, 'pid');
  fs.mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.existsSync(owner) ? fs.readFileSync(owner, 'utf8') : NaN);
      if (Number.isInteger(holder) && !isAlive(holder)) fs.rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      else await delay(500);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
