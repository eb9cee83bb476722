import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../testing/processes';
import { localImagesAvailable, startEngineContainer, type EngineContainer, type FaultEngine } from './containers';
import { pingMongo, startMongo } from './mongo';
import { isPortOpen, waitUntil, type RunningProcess } from './processes';
import { pingRabbit, rabbitmqctl, startRabbitmq } from './rabbitmq';

export type { FaultEngine } from './containers';

export interface FaultRabbitmq extends FaultEngine {
  /** rabbitmqctl against this node, e.g. ['set_vm_memory_high_watermark', '0.0000001'] to block its publishers. */
  rabbitmqctl(args: string[]): Promise<string>;
}

export type FaultEnginesMode = 'containers' | 'processes';

/**
 * How the fault tests run their own engines: containers of the local images (padel/ferretdb, padel/rabbitmq) where a
 * container engine holds them, else processes. PADEL_FAULT_ENGINES=containers insists on containers (CI, after
 * buildEngineImages), =processes runs the processes anyway.
 */
export function faultEnginesMode(): FaultEnginesMode {
  const chosen = process.env.PADEL_FAULT_ENGINES;
  if (chosen === 'processes') return 'processes';
  if (chosen !== undefined && chosen !== '' && chosen !== 'containers')
    throw new Error(`PADEL_FAULT_ENGINES=${chosen}: use containers or processes`);
  const images = localImagesAvailable(['ferretdb', 'rabbitmq']);
  if (chosen === 'containers' && !images)
    throw new Error('PADEL_FAULT_ENGINES=containers, but no container engine holds padel/ferretdb and padel/rabbitmq: build them first');
  return images ? 'containers' : 'processes';
}

/** An engine process (started by `start`, data in `dataDir`) whose whole process group takes the faults. */
async function processEngine(url: string, port: number, dataDir: string, start: () => Promise<RunningProcess>): Promise<FaultEngine> {
  let running: RunningProcess | undefined = await start();
  const signal = (name: NodeJS.Signals) => {
    const pid = running?.child.pid;
    if (pid) process.kill(-pid, name);
  };
  return {
    kind: 'process',
    url,
    async kill() {
      signal('SIGCONT');
      signal('SIGKILL');
      running = undefined;
      await waitUntil('engine process gone', async () => !(await isPortOpen(port)), { timeoutMs: 20_000 });
    },
    async start() {
      running = await start();
    },
    pause: async () => signal('SIGSTOP'),
    resume: async () => signal('SIGCONT'),
    async stop() {
      signal('SIGCONT');
      await running?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function fromContainer(container: EngineContainer, url: string): FaultEngine {
  const { kill, start, pause, resume, stop } = container;
  return { kind: 'container', url, kill, start, pause, resume, stop };
}

/** A MongoDB-wire database of the test's own: FerretDB (SQLite), without authentication. */
export async function faultMongo(): Promise<FaultEngine> {
  const port = await freePort();
  const url = `mongodb://127.0.0.1:${port}`;
  if (faultEnginesMode() === 'containers') {
    return fromContainer(
      await startEngineContainer({ image: 'ferretdb', containerPort: 27017, hostPort: port, ready: () => pingMongo(url) }),
      url,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-fault-mongo-'));
  return processEngine(url, port, dataDir, () => startMongo({ port, dataDir }));
}

/** A RabbitMQ node of the test's own (never the shared test broker), with an administrator in its URL. */
export async function faultRabbitmq(): Promise<FaultRabbitmq> {
  const port = await freePort();
  if (faultEnginesMode() === 'containers') {
    const url = `amqp://padel:padel@127.0.0.1:${port}`;
    const container = await startEngineContainer({
      image: 'rabbitmq',
      containerPort: 5672,
      hostPort: port,
      environment: { RABBITMQ_DEFAULT_USER: 'padel', RABBITMQ_DEFAULT_PASS: 'padel' },
      ready: () => pingRabbit(url),
    });
    return { ...fromContainer(container, url), rabbitmqctl: (args) => container.exec(['rabbitmqctl', ...args]) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-fault-rabbitmq-'));
  const distPort = await freePort();
  const nodeName = `padel-fault-${path.basename(dataDir).slice(-6)}@localhost`;
  const engine = await processEngine(`amqp://guest:guest@127.0.0.1:${port}`, port, dataDir, () =>
    startRabbitmq({ port, distPort, dataDir, nodeName }),
  );
  return {
    ...engine,
    // The node's cookie is in the HOME that startRabbitmq gave it.
    rabbitmqctl: (args) => rabbitmqctl({ nodeName, home: path.join(dataDir, 'rabbitmq', 'home') }, args),
  };
}
