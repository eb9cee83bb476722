import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// From the source: the launcher runs before anything is built (npm start, npm test on a fresh clone).
import {
  BROKER_SERVICES,
  EVENTS_DLX,
  EVENTS_EXCHANGE,
  eventTypesPublishedBy,
  type BrokerService,
} from '../../../packages/contracts/src/events';
import amqp from 'amqplib';
import { say } from './log';
import { run, startProcess, waitUntil, type RunningProcess } from './processes';
import { dataDirFor, type Profile } from './profiles';

const rabbitmqBin = '/usr/lib/rabbitmq/bin';

export async function pingRabbit(url: string): Promise<boolean> {
  const connection = await amqp.connect(url, { timeout: 1000 });
  await connection.close();
  return true;
}

/** Installs Debian's rabbitmq-server without letting the package start its own broker. */
async function ensureRabbitmqInstalled(): Promise<void> {
  if (fs.existsSync(path.join(rabbitmqBin, 'rabbitmq-server'))) return;
  if (process.getuid?.() !== 0)
    throw new Error('rabbitmq-server is missing: install it (apt-get install rabbitmq-server) or set AMQP_URL.');
  say('rabbitmq', 'installing rabbitmq-server from apt (first start only)…');
  const guard = '/usr/sbin/policy-rc.d';
  const hadGuard = fs.existsSync(guard);
  if (!hadGuard) fs.writeFileSync(guard, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'rabbitmq-server'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
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
  await ensureRabbitmqInstalled();
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
    // Loopback only (issue 31): the Erlang distribution port, and epmd when this node is the one that starts it.
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    ERL_EPMD_ADDRESS: '127.0.0.1',
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

/** One service's broker user (decision 132): its name and password, and the prefix of its queues' names. */
export interface BrokerUser {
  service: BrokerService;
  name: string;
  password: string;
  queuePrefix: string;
}

/** RabbitMQ's definitions format (`rabbitmqctl import_definitions`, `load_definitions`), the parts used here. */
export interface BrokerDefinitions {
  users: Array<{ name: string; password: string; tags: string }>;
  vhosts: Array<{ name: string }>;
  permissions: Array<{ user: string; vhost: string; configure: string; write: string; read: string }>;
  topic_permissions: Array<{ user: string; vhost: string; exchange: string; write: string; read: string }>;
  exchanges: Array<{
    name: string;
    vhost: string;
    type: string;
    durable: boolean;
    auto_delete: boolean;
    internal: boolean;
    arguments: object;
  }>;
}

const VHOST = '/';
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (patterns: string[]): string => `^(${patterns.join('|')})$`;

/**
 * What one service's user may do: declare, bind and consume its own queues (`<prefix>.*`: work, retry and dead-letter
 * queues) and its broadcasts' server-named exclusive queues (`amq.gen-*`), declare the two exchanges and bind to
 * them, publish on `padel.events` only the routing keys of the event types it publishes (topic permissions; none for
 * a service that publishes nothing) and on `padel.events.dlx` only its own queues' names (retries and dead letters
 * travel there, never through the default exchange, which would reach every queue).
 */
export function brokerPermissions(user: BrokerUser): Pick<BrokerDefinitions, 'permissions' | 'topic_permissions'> {
  const ownQueues = `${escapeRegex(user.queuePrefix)}\\..+`;
  const serverNamed = 'amq\\.gen-.+';
  const [events, deadLetters] = [escapeRegex(EVENTS_EXCHANGE), escapeRegex(EVENTS_DLX)];
  const published = eventTypesPublishedBy(user.service);
  const writable = [ownQueues, serverNamed, deadLetters, ...(published.length > 0 ? [events] : [])];
  const topic = (exchange: string, write: string, read: string) => ({ user: user.name, vhost: VHOST, exchange, write, read });
  return {
    permissions: [
      {
        user: user.name,
        vhost: VHOST,
        configure: anyOf([ownQueues, serverNamed, events, deadLetters]),
        write: anyOf(writable),
        read: anyOf([ownQueues, serverNamed, events, deadLetters]),
      },
    ],
    topic_permissions: [
      ...(published.length > 0 ? [topic(EVENTS_EXCHANGE, anyOf(published.map(escapeRegex)), '.*')] : []),
      topic(EVENTS_DLX, `^${escapeRegex(user.queuePrefix)}\\.`, `^${escapeRegex(user.queuePrefix)}\\.`),
    ],
  };
}

/** Definitions that create the users with their permissions, the vhost and the two exchanges (idempotent to import). */
export function brokerDefinitions(users: BrokerUser[], administrator?: { name: string; password: string }): BrokerDefinitions {
  const exchange = (name: string) => ({
    name,
    vhost: VHOST,
    type: 'topic',
    durable: true,
    auto_delete: false,
    internal: false,
    arguments: {},
  });
  const granted = users.map(brokerPermissions);
  return {
    users: [
      ...(administrator ? [{ ...administrator, tags: 'administrator' }] : []),
      ...users.map(({ name, password }) => ({ name, password, tags: '' })),
    ],
    vhosts: [{ name: VHOST }],
    permissions: [
      ...(administrator ? [{ user: administrator.name, vhost: VHOST, configure: '.*', write: '.*', read: '.*' }] : []),
      ...granted.flatMap((each) => each.permissions),
    ],
    topic_permissions: granted.flatMap((each) => each.topic_permissions),
    exchanges: [exchange(EVENTS_EXCHANGE), exchange(EVENTS_DLX)],
  };
}

/** The launcher's users on a local broker: `<variant>-<service>` for a second stack, with that queue prefix. */
export function localBrokerUsers(variant?: string): BrokerUser[] {
  return BROKER_SERVICES.map((service) => {
    const name = variant ? `${variant}-${service}` : service;
    // Local only, like the launcher's other secrets; compose takes each from a variable.
    return { service, name, password: `${name}-local-password`, queuePrefix: name };
  });
}

/** The URL `user` connects with to the broker at `adminUrl`. */
export function brokerUrlFor(adminUrl: string, user: Pick<BrokerUser, 'name' | 'password'>): string {
  const url = new URL(adminUrl);
  url.username = encodeURIComponent(user.name);
  url.password = encodeURIComponent(user.password);
  return url.toString();
}

/** How to reach a launcher's RabbitMQ node with rabbitmqctl: its node name and the home holding its Erlang cookie. */
export interface LocalBrokerNode {
  nodeName: string;
  home: string;
}

/** The node `startRabbitmq` runs for a profile's engines (see engines/index.ts). */
export function localBrokerNode(profile: Profile): LocalBrokerNode {
  return { nodeName: `padel_${profile}@localhost`, home: path.join(dataDirFor(profile), 'rabbitmq', 'home') };
}

/**
 * Runs rabbitmqctl without blocking: each call starts an Erlang VM (a second or more), and a blocked event loop misses
 * the heartbeats of the caller's own connections (mongoose then reads its connection as lost).
 */
export function rabbitmqctl(node: LocalBrokerNode, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(rabbitmqBin, 'rabbitmqctl'),
      ['-n', node.nodeName, ...args],
      { env: { ...process.env, HOME: node.home }, encoding: 'utf8', timeout: 30_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`rabbitmqctl ${args[0]} failed: ${(stderr || stdout || error.message).trim()}`));
        else resolve(stdout);
      },
    );
  });
}

/**
 * Creates (or updates) `users` with their permissions on a local node in one `import_definitions`, and waits until
 * the broker has applied it (the import runs in the background): every user's topic permissions are listed.
 */
export async function ensureBrokerUsers(node: LocalBrokerNode, users: BrokerUser[]): Promise<void> {
  const definitions = brokerDefinitions(users);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'padel-broker-users-')), 'definitions.json');
  fs.writeFileSync(file, JSON.stringify(definitions), { mode: 0o600 });
  try {
    await rabbitmqctl(node, ['import_definitions', file]);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const expected = definitions.topic_permissions.map(({ user, exchange, write, read }) => JSON.stringify({ user, exchange, write, read }));
  await waitUntil(
    'the broker users',
    async () => {
      const listed = JSON.parse(await rabbitmqctl(node, ['list_topic_permissions', '--formatter', 'json'])) as Array<
        Record<string, string>
      >;
      const present = new Set(listed.map(({ user, exchange, write, read }) => JSON.stringify({ user, exchange, write, read })));
      return expected.every((entry) => present.has(entry));
    },
    { timeoutMs: 30_000 },
  );
}

/** Deletes users (a second stack's, when it stops); a user already gone is no error. */
export async function removeBrokerUsers(node: LocalBrokerNode, users: Array<Pick<BrokerUser, 'name'>>): Promise<void> {
  for (const { name } of users) {
    try {
      await rabbitmqctl(node, ['delete_user', name]);
    } catch (error) {
      if (!/no_such_user|does not exist/i.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

/** The compose variable holding `service`'s broker password. */
export const composePasswordVariable = (service: BrokerService): string => `RABBITMQ_${service.toUpperCase()}_PASSWORD`;

/**
 * Compose's definitions (infra/rabbitmq/definitions.json): the administrator and one user per service named after it
 * (its default queue prefix), with `${VARIABLE}` placeholders the rabbitmq container fills in from its environment.
 */
export function composeBrokerDefinitions(): BrokerDefinitions {
  const users = BROKER_SERVICES.map((service) => ({
    service,
    name: service,
    password: `\${${composePasswordVariable(service)}}`,
    queuePrefix: service,
  }));
  return brokerDefinitions(users, { name: '${RABBITMQ_USER}', password: '${RABBITMQ_PASSWORD}' });
}
