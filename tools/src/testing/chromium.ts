import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's Chromium (never a downloaded browser build). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How the browser tests and the bench launch it. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser tests drive Debian's Chromium; install it from apt when it is missing (never a downloaded browser). */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install chromium`);
  console.log('[test] installing chromium from apt…');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
