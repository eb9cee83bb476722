// Real service and gateway processes for tests of what only a process shows: signals, restarts, several replicas.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../engines';

/** A port that was free a moment ago (a replica keeps its port across restarts, as in a container). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the exit. */
  ms: number;
}

export interface TestProcess {
  name: string;
  url: string;
  /** Everything the process logged, across restarts (JSON lines). */
  logFile: string;
  /** Starts it (again) and resolves once GET /health answers 200. */
  start(env?: Record<string, string>): Promise<void>;
  /** Sends `signal` and resolves when the process has exited. */
  signal(signal: NodeJS.Signals): Promise<Exit>;
  /** The log lines (parsed) whose `msg` matches. */
  logLines(msg: RegExp): Array<Record<string, unknown>>;
}

/**
 * A workspace's `src/index.ts` run with tsx on a fixed port (`dir` relative to the repository, e.g. services/tournaments),
 * with the test engines' environment plus `env`; its logs go to a file of its own.
 */
export function testProcess(name: string, dir: string, port: number, env: Record<string, string>): TestProcess {
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `padel-${name}-`)), `${name}.log`);
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(extraEnv: Record<string, string> = {}): Promise<void> {
    if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${name} is already running`);
    const out = fs.openSync(logFile, 'a');
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: path.join(repoRoot, dir),
      env: { ...process.env, LOG_LEVEL: 'info', ...env, ...extraEnv, PORT: String(port) },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    child = started;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode} (log: ${logFile})`);
      const up = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${name} did not answer ${url}/health within 60 s (log: ${logFile})`);
  }

  function signal(sent: NodeJS.Signals): Promise<Exit> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) {
      return Promise.resolve({ code: running?.exitCode ?? null, signal: running?.signalCode ?? null, ms: 0 });
    }
    const sentAt = Date.now();
    return new Promise((resolve) => {
      running.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal, ms: Date.now() - sentAt }));
      running.kill(sent);
    });
  }

  function logLines(msg: RegExp): Array<Record<string, unknown>> {
    return fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      })
      .filter((line) => typeof line.msg === 'string' && msg.test(line.msg));
  }

  return { name, url, logFile, start, signal, logLines };
}

/** A GET on a kept-alive connection of its own: the status, the Connection header of the answer and its body. */
export function getOnKeptConnection(url: string): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: new http.Agent({ keepAlive: true }) }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}
