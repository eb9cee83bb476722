// The bench's load tools: autocannon in a child process (the load generator never shares a server's event loop) and
// apps started in processes of their own, as deployed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../engines';

export const CONNECTIONS = 10;
export const DURATION_S = 10;
export const WARMUP_S = 2;
/** How long a stopped app may take to finish what it is doing before it is killed. */
const STOP_GRACE_MS = 15_000;

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Runs the autocannon CLI against `url` and reads its JSON report. */
function autocannon(url: string, connections: number, durationS: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  const cli = require.resolve('autocannon/autocannon.js');
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-j', '-c', String(connections), '-d', String(durationS), ...headerArgs, url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`));
      const report = JSON.parse(stdout) as {
        requests: { average: number; total: number };
        latency: { mean: number; p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: report.requests.average,
        requests: report.requests.total,
        latencyMeanMs: report.latency.mean,
        latencyP50Ms: report.latency.p50,
        latencyP99Ms: report.latency.p99,
        non2xx: report.non2xx,
        errors: report.errors,
      });
    });
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command (which may hold spaces) start at its closing parenthesis; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Warm-up, then the measured run; unless `reportErrors`, failed answers make the figures meaningless and throw. With
 * `watch`, also the CPU time each named process used per request during the run (µs): unlike requests per second,
 * it hardly depends on what else the machine is doing.
 */
export async function measure(
  label: string,
  url: string,
  reportErrors = false,
  watch: Record<string, number> = {},
  headers: Record<string, string> = {},
): Promise<LoadResult & { cpuUsPerRequest: Record<string, number> }> {
  console.log(`[bench] ${label}: warm-up ${WARMUP_S} s, then ${CONNECTIONS} connections × ${DURATION_S} s — ${url}`);
  await autocannon(url, CONNECTIONS, WARMUP_S, headers);
  const before = Object.fromEntries(Object.entries(watch).map(([name, pid]) => [name, cpuMsOf(pid)]));
  const result = await autocannon(url, CONNECTIONS, DURATION_S, headers);
  const cpuUsPerRequest = Object.fromEntries(
    Object.entries(watch).map(([name, pid]) => [name, ((cpuMsOf(pid) - before[name]!) * 1000) / Math.max(result.requests, 1)]),
  );
  if (!reportErrors && (result.non2xx > 0 || result.errors > 0))
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors — the numbers would be meaningless`);
  return { ...result, cpuUsPerRequest };
}

export interface AppProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts a script in a child process (a TypeScript one with tsx as a loader of this one process, not its CLI, which
 * runs the script in a child a kill would not reach) and resolves with the URL it prints as `READY <url>`. The
 * child's other output (its log lines) is read and dropped: every line is still written, as in production, but nobody
 * keeps it.
 */
export function startProcess(label: string, script: string, args: string[], execArgv: string[] = []): Promise<AppProcess> {
  const loader = script.endsWith('.ts') ? ['--import', pathToFileURL(require.resolve('tsx')).href] : [];
  const child = spawn(process.execPath, [...execArgv, ...loader, script, ...args], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    // A service still busy with an event (a ranking run that timed out) is not waited for.
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (!ready) return;
      output = '';
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve({ url: ready[1]!, pid: child.pid!, stop });
    };
    child.stdout!.on('data', onData);
    // What it printed (its log lines) says why.
    child.once('exit', (code) => reject(new Error(`${label} exited with code ${code} before it was ready\n${output.slice(-2000)}`)));
  });
}

/**
 * Starts a workspace's build (dist/app.js) in a child process with plain node, as deployed (tools/src/bench/run-app.cjs),
 * and resolves once it listens. Under tsx the same app cost the gateway about a third more CPU per read.
 */
export function startAppProcess(workspace: string, overrides: Record<string, unknown>, execArgv: string[] = []): Promise<AppProcess> {
  return startProcess(
    workspace,
    path.join(__dirname, 'run-app.cjs'),
    [path.join(repoRoot, workspace), JSON.stringify(overrides)],
    execArgv,
  );
}
