import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dataDirFor, ensureEngines, PORTS, repoRoot, type Engines, type Profile } from '../engines';
import { say } from '../engines/log';
import {
  brokerUrlFor,
  ensureBrokerUsers,
  localBrokerNode,
  localBrokerUsers,
  removeBrokerUsers,
  type BrokerUser,
} from '../engines/rabbitmq';

export const SERVICES = ['players', 'tournaments', 'teams', 'news'] as const;
type ServiceName = (typeof SERVICES)[number];

export interface Stack {
  baseUrl: string;
  env: Engines['env'];
  stop(): Promise<void>;
}

/**
 * A second stack beside the main one on the same engines: ports shifted by `portOffset`, databases and queues
 * of its own (named after `name`), demo data loaded only when `seed` is true (tests of empty states).
 */
export interface StackVariant {
  name: string;
  portOffset: number;
  seed: boolean;
}

interface Child {
  name: string;
  process: ChildProcess;
}

/** Whether nothing listens on `port` (any address): a short-lived listener of our own gets it. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Fails when a port the stack needs is taken: a stack left running (a process killed before it could stop its
 * children) would otherwise answer the new stack's health checks, and the tests or the bench would run against its
 * old build while the new processes exit.
 */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (!(await portIsFree(port))) taken.push(`${name} ${port}`);
  if (taken.length > 0) {
    throw new Error(
      `the stack's ports are in use (${taken.join(', ')}): another stack is running, maybe left by a process that was ` +
        'killed. Stop it (ss -ltnp shows who listens) and start again.',
    );
  }
}

async function waitForHealth(name: string, url: string, child: ChildProcess, logHint: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} (${logHint})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within 60 s (${logHint})`);
}

function stopChild(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.process.kill('SIGKILL'), 12_000);
    child.process.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.process.kill('SIGTERM');
  });
}

/**
 * Browser tests sign up, invite, enter and mistype passwords from one address and as the same demo users, run after run:
 * the test stack lifts those limits, in the gateway and in the services that count them too (decision 193; the
 * gateway's and the services' own tests check them). The per-account sign-in limit stays (a success clears it).
 */
function testStackLimits(profile: Profile): Record<string, string> {
  return profile === 'test'
    ? {
        SIGNUP_RATE_LIMIT: '0',
        INVITATION_RATE_LIMIT: '0',
        ENTRY_RATE_LIMIT: '0',
        SIGN_IN_FAILURES_PER_ADDRESS: '0',
        INVITATION_MAILS_PER_INVITER_AND_ADDRESS: '0',
        INVITATION_MAILS_PER_ADDRESS: '0',
      }
    : {};
}

/**
 * Each service's own broker user on the launcher's RabbitMQ (decision 132), or none when the broker is not the
 * profile's local node (given by AMQP_URL elsewhere, or a container): the services then share that URL's user.
 */
async function serviceBrokerUsers(profile: Profile, amqpUrl: string, variant?: StackVariant): Promise<BrokerUser[]> {
  const url = new URL(amqpUrl);
  if (Number(url.port) !== PORTS[profile].amqp || !['127.0.0.1', 'localhost'].includes(url.hostname)) return [];
  const users = localBrokerUsers(variant?.name);
  try {
    await ensureBrokerUsers(localBrokerNode(profile), users);
    return users;
  } catch (error) {
    say('rabbitmq', `services share the broker's user: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** The gateway's operators' listener is on its port + 9: 8009 for the site, 8109 for tests. */
export const OPS_PORT_OFFSET = 9;

/**
 * The whole system on real engines: the built services and the gateway (which serves the built front ends)
 * as child processes. `logs: 'console'` streams their JSON logs with a prefix; otherwise they go to files.
 */
export async function startStack(options: { profile: Profile; logs?: 'console' | 'files'; variant?: StackVariant }): Promise<Stack> {
  const basePorts = PORTS[options.profile];
  const offset = options.variant?.portOffset ?? 0;
  const ports = {
    ...basePorts,
    gateway: basePorts.gateway + offset,
    players: basePorts.players + offset,
    tournaments: basePorts.tournaments + offset,
    teams: basePorts.teams + offset,
    news: basePorts.news + offset,
  };
  // The apps' ports (the engines' are in use by design: a running instance is reused).
  const { gateway, players, tournaments, teams, news } = ports;
  await assertPortsFree({ gateway, 'gateway operators': gateway + OPS_PORT_OFFSET, players, tournaments, teams, news });
  const variantEnv = (service: ServiceName): Record<string, string> =>
    options.variant
      ? {
          MONGO_DB: `padel_${service}_${options.variant.name}`,
          QUEUE_PREFIX: `${options.variant.name}-${service}`,
          SEED_DEMO_DATA: String(options.variant.seed),
        }
      : {};
  const engines = await ensureEngines(options.profile);
  const brokerUsers = await serviceBrokerUsers(options.profile, engines.env.AMQP_URL, options.variant);
  const amqpEnv = (service: ServiceName): Record<string, string> => {
    const user = brokerUsers.find((each) => each.service === service);
    return user ? { AMQP_URL: brokerUrlFor(engines.env.AMQP_URL, user) } : {};
  };
  const logDir = path.join(dataDirFor(options.profile), 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const children: Child[] = [];

  const launch = (name: string, entry: string, env: Record<string, string>): Child => {
    const script = path.join(repoRoot, entry, 'dist', 'index.js');
    if (!fs.existsSync(script)) throw new Error(`${script} is missing: run npm run build first`);
    const logFile = path.join(logDir, `${options.variant ? `${options.variant.name}-` : ''}${name}.log`);
    const out = options.logs === 'console' ? 'pipe' : fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [script], {
      cwd: path.join(repoRoot, entry),
      env: { ...process.env, ...engines.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...env },
      stdio: ['ignore', out, out],
    });
    if (options.logs === 'console') {
      const prefix = `${name.padEnd(11)}| `;
      const forward = (chunk: Buffer): void => {
        for (const line of chunk.toString().split('\n')) if (line) process.stdout.write(prefix + line + '\n');
      };
      child.stdout?.on('data', forward);
      child.stderr?.on('data', forward);
    }
    const entryChild = { name, process: child };
    children.push(entryChild);
    return entryChild;
  };

  const stop = async (): Promise<void> => {
    await Promise.all(children.splice(0).reverse().map(stopChild));
    // A second stack's users go with it; the main stack's stay for its next start.
    if (options.variant && brokerUsers.length > 0) await removeBrokerUsers(localBrokerNode(options.profile), brokerUsers);
    await engines.stop();
  };

  try {
    const serviceUrl = (service: ServiceName): string => `http://127.0.0.1:${ports[service]}`;
    const serviceUrls = {
      PLAYERS_URL: serviceUrl('players'),
      TOURNAMENTS_URL: serviceUrl('tournaments'),
      TEAMS_URL: serviceUrl('teams'),
      NEWS_URL: serviceUrl('news'),
    };
    await Promise.all(
      SERVICES.map((service) => {
        const child = launch(service, `services/${service}`, {
          ...serviceUrls,
          ...variantEnv(service),
          ...amqpEnv(service),
          ...testStackLimits(options.profile),
          PORT: String(ports[service]),
        });
        return waitForHealth(service, `${serviceUrl(service)}/health`, child.process, `log: ${path.join(logDir, `${service}.log`)}`);
      }),
    );
    // The operators' listener (/metrics, /ready with details) sits beside the gateway's port, on loopback.
    const gateway = launch('gateway', 'gateway', {
      ...serviceUrls,
      ...testStackLimits(options.profile),
      ...(options.variant ? { MONGO_DB: `padel_gateway_${options.variant.name}` } : {}),
      PORT: String(ports.gateway),
      OPS_PORT: String(ports.gateway + OPS_PORT_OFFSET),
    });
    const baseUrl = `http://localhost:${ports.gateway}`;
    await waitForHealth('gateway', `${baseUrl}/health`, gateway.process, `log: ${path.join(logDir, 'gateway.log')}`);
    return { baseUrl, env: engines.env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
