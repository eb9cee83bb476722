// npm run build: compiles the node workspaces (tsc -b) and bundles the front ends (webpack), skipping
// front ends whose sources have not changed since their last build (pass --force to rebuild everything).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { repoRoot } from '../engines';
import { acquireLock } from '../engines/lock';

export const FRONT_ENDS = ['shell', 'mf-public', 'mf-teams', 'mf-host'] as const;
// Everything the front ends' bundles are made of besides their own folder, the webpack setup included.
const SHARED_WEB_SOURCES = [
  'packages/ui-kit/src',
  'packages/platform/src',
  'packages/platform/build',
  'packages/contracts/src',
  'packages/api/src',
];
const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function frontEndIsFresh(workspace: string): boolean {
  const stamp = path.join(repoRoot, workspace, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return false;
  const inputs = [workspace, ...SHARED_WEB_SOURCES, 'package-lock.json'].map((p) => newestMtime(path.join(repoRoot, p)));
  return fs.statSync(stamp).mtimeMs > Math.max(...inputs);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Builds everything that changed; concurrent builds of one checkout wait for each other. */
export async function buildAll(options: { force?: boolean } = {}): Promise<void> {
  const release = await acquireLock(path.join(os.tmpdir(), `padel-build-${Buffer.from(repoRoot).toString('hex').slice(-24)}.lock`));
  try {
    buildEverything(options);
  } finally {
    release();
  }
}

function buildEverything(options: { force?: boolean }): void {
  console.log('[build] compiling TypeScript (tsc -b)…');
  run('npx', ['tsc', '-b']);
  for (const workspace of FRONT_ENDS) {
    if (!options.force && frontEndIsFresh(workspace)) {
      console.log(`[build] ${workspace}: up to date`);
      continue;
    }
    console.log(`[build] ${workspace}: bundling…`);
    run('npm', ['run', 'build', '--silent', '-w', `@padel/${workspace}`]);
    fs.writeFileSync(path.join(repoRoot, workspace, 'dist', STAMP), new Date().toISOString());
  }
}

if (require.main === module) {
  buildAll({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
