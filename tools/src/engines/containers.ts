import type { GenericContainer as GenericContainerType, StartedTestContainer, WaitStrategy } from 'testcontainers';
import { imageExists } from '../compose/container-engine';
import { ENGINE_IMAGES, type EngineImageName } from '../containers/images';
import { say } from './log';
import { isPortOpen, waitUntil } from './processes';

/**
 * An engine of one test file's own, which the test may crash, freeze and bring back without touching any other
 * engine (issue 15): a container of a local image (padel/ferretdb, padel/rabbitmq) where a container engine runs,
 * else a local process (fault-engines.ts chooses).
 */
export interface FaultEngine {
  kind: 'container' | 'process';
  /** Where clients connect: 127.0.0.1 and a port that stays the same across kill() and start(). */
  url: string;
  /** Ends the engine the way a crash does (SIGKILL, no goodbye to its clients) and waits until its port is closed. */
  kill(): Promise<void>;
  /** Starts it again after kill(), with its data, on the same port, and waits until it answers. */
  start(): Promise<void>;
  /** Freezes every process of the engine (docker pause, SIGSTOP): connections stay open, nothing answers. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Removes the engine and its data. */
  stop(): Promise<void>;
}

export interface EngineContainerOptions {
  image: EngineImageName;
  /** The port the engine listens on inside the container. */
  containerPort: number;
  /** The host port, bound on 127.0.0.1 only. */
  hostPort: number;
  environment?: Record<string, string>;
  /** True once the engine answers its protocol (a published port accepts connections before the engine listens). */
  ready: () => Promise<boolean>;
  readyTimeoutMs?: number;
}

export interface EngineContainer extends Omit<FaultEngine, 'kind' | 'url'> {
  /** Runs a command in the container (e.g. rabbitmqctl) and returns its output; throws on a non-zero exit. */
  exec(command: string[]): Promise<string>;
}

/** True when a container engine answers and holds every named local image. */
export function localImagesAvailable(names: EngineImageName[]): boolean {
  return names.every((name) => imageExists(ENGINE_IMAGES[name].image));
}

/** A GenericContainer whose published ports listen on the loopback address only (testcontainers binds every address). */
async function loopbackContainer(image: string): Promise<GenericContainerType> {
  const { GenericContainer } = await import('testcontainers');
  class LoopbackContainer extends GenericContainer {
    protected override async beforeContainerCreated(): Promise<void> {
      for (const bindings of Object.values(this.hostConfig.PortBindings ?? {}) as Array<Array<{ HostIp?: string }>>) {
        for (const binding of bindings) binding.HostIp = '127.0.0.1';
      }
    }
  }
  return new LoopbackContainer(image);
}

/**
 * Hands readiness to our own check of the engine's protocol on 127.0.0.1. Testcontainers' default (listening ports)
 * dials the published port on the bridge's gateway when the tests run inside a container (/.dockerenv, as on CI),
 * where a port published on the loopback address only never answers.
 */
const readinessCheckedAfterStart: WaitStrategy = {
  waitUntilReady: async () => undefined,
  withStartupTimeout: () => readinessCheckedAfterStart,
  isStartupTimeoutSet: () => false,
  getStartupTimeout: () => 0,
};

/**
 * Starts a container of a local engine image (never a pull) with testcontainers. Without the reaper (its image comes
 * from a public registry): stop() removes the container and its volumes.
 */
export async function startEngineContainer(options: EngineContainerOptions): Promise<EngineContainer> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  const { image } = ENGINE_IMAGES[options.image];
  const ready = () =>
    waitUntil(`${image} on 127.0.0.1:${options.hostPort}`, options.ready, { timeoutMs: options.readyTimeoutMs ?? 90_000 });
  const definition = await loopbackContainer(image);
  const started: StartedTestContainer = await definition
    .withExposedPorts({ container: options.containerPort, host: options.hostPort })
    .withEnvironment(options.environment ?? {})
    .withLabels({ 'padel.fault-engine': options.image })
    .withWaitStrategy(readinessCheckedAfterStart)
    .withAutoCleanup(false)
    .start();
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(started.getId());
  say('containers', `${image} started as ${started.getId().slice(0, 12)} on 127.0.0.1:${options.hostPort}`);
  try {
    await ready();
  } catch (error) {
    const logs = await container.logs({ stdout: true, stderr: true, tail: 30 }).catch(() => '');
    await started.stop({ remove: true, removeVolumes: true }).catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- last lines of the container ---\n${String(logs)}`);
  }
  return {
    async kill() {
      await container.kill({ signal: 'SIGKILL' });
      await waitUntil(`${image} gone`, async () => !(await isPortOpen(options.hostPort)), { timeoutMs: 20_000 });
    },
    async start() {
      await container.start();
      await ready();
    },
    pause: () => container.pause(),
    resume: () => container.unpause(),
    async exec(command) {
      const result = await started.exec(command);
      if (result.exitCode !== 0) throw new Error(`${command.join(' ')} exited ${result.exitCode}: ${result.output}`);
      return result.output;
    },
    async stop() {
      await started.stop({ remove: true, removeVolumes: true, timeout: 0 });
    },
  };
}
