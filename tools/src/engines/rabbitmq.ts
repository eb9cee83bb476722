import fs from 'node:fs';
import path from 'node:path';
import amqp from 'amqplib';
import { say } from './log';
import { runOrThrow, startProcess, waitUntil, type RunningProcess } from './processes';

const rabbitmqBin = '/usr/lib/rabbitmq/bin';

export async function pingRabbit(url: string): Promise<boolean> {
  const connection = await amqp.connect(url, { timeout: 1000 });
  await connection.close();
  return true;
}

/** Installs Debian's rabbitmq-server without letting the package start its own broker. */
function ensureRabbitmqInstalled(): void {
  if (fs.existsSync(path.join(rabbitmqBin, 'rabbitmq-server'))) return;
  if (process.getuid?.() !== 0)
    throw new Error('rabbitmq-server is missing: install it (apt-get install rabbitmq-server) or set AMQP_URL.');
  say('rabbitmq', 'installing rabbitmq-server from apt (first start only)…');
  const guard = '/usr/sbin/policy-rc.d';
  const hadGuard = fs.existsSync(guard);
  if (!hadGuard) fs.writeFileSync(guard, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    runOrThrow('apt-get', ['update', '-qq']);
    runOrThrow('apt-get', ['install', '-y', '-qq', 'rabbitmq-server'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } finally {
    if (!hadGuard) fs.rmSync(guard, { force: true });
  }
}

/** A project-local RabbitMQ node: its own node name, ports, cookie home, data and logs. */
export async function startRabbitmq(options: {
  port: number;
  distPort: number;
  dataDir: string;
  nodeName: string;
}): Promise<RunningProcess> {
  ensureRabbitmqInstalled();
  const base = path.join(options.dataDir, 'rabbitmq');
  const home = path.join(base, 'home');
  for (const dir of [home, path.join(base, 'mnesia'), path.join(base, 'log')]) fs.mkdirSync(dir, { recursive: true });
  const pluginsFile = path.join(base, 'enabled_plugins');
  if (!fs.existsSync(pluginsFile)) fs.writeFileSync(pluginsFile, '[].\n');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    RABBITMQ_NODENAME: options.nodeName,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(options.port),
    RABBITMQ_DIST_PORT: String(options.distPort),
    RABBITMQ_MNESIA_BASE: path.join(base, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(base, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: pluginsFile,
    RABBITMQ_PID_FILE: path.join(base, 'rabbitmq.pid'),
  };
  const logFile = path.join(options.dataDir, 'logs', 'rabbitmq.log');
  say('rabbitmq', `starting node ${options.nodeName} on ${options.port}`);
  const running = startProcess('rabbitmq', path.join(rabbitmqBin, 'rabbitmq-server'), [], {
    env,
    logFile,
    pidFile: path.join(options.dataDir, 'pids', 'rabbitmq.pid'),
  });
  const url = `amqp://guest:guest@127.0.0.1:${options.port}`;
  await waitUntil('RabbitMQ', () => pingRabbit(url), { timeoutMs: 90_000, logFile, process: running });
  say('rabbitmq', `ready at amqp://127.0.0.1:${options.port}`);
  return running;
}
