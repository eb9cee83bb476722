// Schemathesis (from PyPI) in a virtualenv of its own under the home directory's cache, installed on first use.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock } from '../engines/lock';

export const SCHEMATHESIS_VERSION = '4.32.5';

const venvDir = path.join(os.homedir(), '.cache', 'padel-schemathesis');
const binary = path.join(venvDir, 'bin', 'schemathesis');

function installedVersion(): string | undefined {
  if (!fs.existsSync(binary)) return undefined;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return /version (\S+)/.exec(result.stdout ?? '')?.[1];
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
}

/** The path of the pinned Schemathesis, installed with python3's venv and pip when missing or of another version. */
export async function ensureSchemathesis(): Promise<string> {
  if (installedVersion() === SCHEMATHESIS_VERSION) return binary;
  const release = await acquireLock(`${venvDir}.lock`, 10 * 60_000);
  try {
    if (installedVersion() !== SCHEMATHESIS_VERSION) {
      run(process.env.PYTHON ?? 'python3', ['-m', 'venv', '--clear', venvDir]);
      run(path.join(venvDir, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`]);
    }
  } finally {
    release();
  }
  const version = installedVersion();
  if (version !== SCHEMATHESIS_VERSION)
    throw new Error(`Schemathesis ${SCHEMATHESIS_VERSION} did not install (found ${version ?? 'none'})`);
  return binary;
}

export interface SchemathesisRun {
  exitCode: number | null;
  /** What Schemathesis printed: its progress and, on failure, its report with a curl line per failing case. */
  output: string;
}

/** Runs `schemathesis run` with `args` (never throws on failing checks: the exit code says), stopped after `timeoutMs`. */
export function runSchemathesis(schemathesis: string, args: string[], timeoutMs: number): Promise<SchemathesisRun> {
  return new Promise((resolve) => {
    execFile(
      schemathesis,
      ['run', ...args],
      {
        // Its example database (.schemathesis/) goes beside the virtualenv, not into the work tree.
        cwd: venvDir,
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
        // No colours, and no telemetry sent anywhere (the machines have no internet).
        env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_TELEMETRY: 'false' },
      },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        const stopped = error?.killed ? `\n(stopped after ${timeoutMs} ms)` : '';
        resolve({ exitCode, output: `${stdout}${stderr}${stopped}` });
      },
    );
  });
}
