import { spawn, spawnSync, type ChildProcess, type SpawnOptions, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a long-running engine in its own process group, logging to a file. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; logFile: string; pidFile: string; cwd?: string },
): RunningProcess {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(command, args, { env: options.env, cwd: options.cwd, stdio: ['ignore', log, log], detached: true });
  // Engines outlive a workspace-only jest run (its global setup starts them): the handle must not keep jest alive.
  child.unref();
  fs.closeSync(log);
  fs.mkdirSync(path.dirname(options.pidFile), { recursive: true });
  fs.writeFileSync(options.pidFile, String(child.pid));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child, 'SIGTERM');
      const killed = await Promise.race([exited.then(() => true), delay(20_000).then(() => false)]);
      if (!killed) {
        signalGroup(child, 'SIGKILL');
        await exited;
      }
      fs.rmSync(options.pidFile, { force: true });
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `check` until it resolves true, failing with the engine's log tail after `timeoutMs`. An engine process it
 * waits for and that never got ready is stopped, so a failed start leaves nothing running.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; logFile?: string; process?: RunningProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.process && options.process.child.exitCode !== null) break;
    if (await check().catch(() => false)) return;
    await delay(500);
  }
  const tail =
    options.logFile && fs.existsSync(options.logFile) ? fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  const reason =
    options.process && options.process.child.exitCode !== null
      ? `exited with code ${options.process.child.exitCode}`
      : `not ready after ${options.timeoutMs / 1000} s`;
  await options.process?.stop();
  throw new Error(`${what} ${reason}${tail ? `\n--- last lines of ${options.logFile} ---\n${tail}` : ''}`);
}

export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs an engine's first-start set-up command (a build, a download, an install) to completion without blocking the
 * event loop, so the other engines starting meanwhile keep answering their readiness checks. Output is streamed
 * unless `stdio` says otherwise; a piped stdout is what it resolves with. Rejects when the command fails.
 */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve(stdout);
      reject(new Error(`${command} ${args.join(' ')} failed with ${code ?? signal}${stderr ? `: ${stderr.trim()}` : ''}`));
    });
  });
}

/** Runs a set-up command to completion, streaming its output, and throws when it fails (blocks: nothing else may wait on it). */
export function runOrThrow(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
}

export function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Stops engines recorded in pid files (engines left running by earlier test runs). */
export async function stopRecorded(pidDir: string): Promise<string[]> {
  if (!fs.existsSync(pidDir)) return [];
  const stopped: string[] = [];
  for (const file of fs.readdirSync(pidDir)) {
    const pid = Number(fs.readFileSync(path.join(pidDir, file), 'utf8'));
    const alive = (): boolean => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (Number.isInteger(pid) && alive()) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        process.kill(pid, 'SIGTERM');
      }
      const deadline = Date.now() + 20_000;
      while (alive() && Date.now() < deadline) await delay(250);
      if (alive()) process.kill(-pid, 'SIGKILL');
      stopped.push(file.replace(/\.pid$/, ''));
    }
    fs.rmSync(path.join(pidDir, file), { force: true });
  }
  return stopped;
}
