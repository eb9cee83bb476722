import type { EventType } from '@padel/contracts';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { createServiceApp, type ReadinessChecks, type ServiceAppOptions } from './app';
import { tokenVerifierFromConfig } from './auth';
import { EventBus, OutboxRelay, type Broadcast, type Subscription } from './bus';
import { loadConfig } from './config';
import { startHttpServer, type HttpServer } from './http';
import { createLogger, type Logger } from './logger';
import { MicroCache } from './micro-cache';
import { connectMongo, disconnectMongo, mongoReady } from './mongo';
import type { ServiceConfig } from './service-config';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, runShutdown } from './shutdown';

/** Settings the runtime reads: every schema built on `serviceConfigSchema` has them. */
export type RuntimeConfig = Pick<ServiceConfig, 'PORT' | 'MONGO_URL' | 'MONGO_DB' | 'MONGO_MAX_POOL_SIZE'> &
  Partial<Pick<ServiceConfig, 'HOST' | 'TRUSTED_PROXIES'>> &
  Partial<Pick<ServiceConfig, 'SHUTDOWN_TIMEOUT_MS' | 'OUTBOX_RELAY_DELAY_MS'>> &
  Parameters<typeof tokenVerifierFromConfig>[0];

/** Settings a service needs to publish or consume events. */
export type EventingConfig = Pick<ServiceConfig, 'AMQP_URL' | 'PROCESSED_EVENTS_RETENTION_DAYS'> & {
  /** Queue names are `<QUEUE_PREFIX>.<event type>`. */
  QUEUE_PREFIX: string;
};

/** Event handlers by type; each consumes its own durable queue `<QUEUE_PREFIX>.<type>`. */
export type EventHandlers = { [T in EventType]?: Subscription<T>['handler'] };

/** Live-notification handlers by type: every instance of the service receives every event (`Broadcast`). */
export type BroadcastHandlers = { [T in EventType]?: Broadcast<T>['handler'] };

export interface ServiceEvents {
  subscriptions?: EventHandlers;
  broadcasts?: BroadcastHandlers;
  /** Models whose documents carry an outbox (`withOutbox`); a relay publishes each one's events. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model with an outbox, whatever its document type
  outboxModels?: Model<any>[];
}

export interface ServiceContext<C> {
  config: C;
  logger: Logger;
}

/** Routers need no outbox hook: each relay notices its model's outbox writes itself (`withOutbox`). */
export type RouterContext<C> = ServiceContext<C>;

export interface ServiceDefinition<C extends RuntimeConfig> {
  /** Names the logger, the `/health` and `/ready` answers and the errors of start(). */
  name: string;
  configSchema: z.ZodType<C>;
  /** Runs once the database is connected, before events flow and requests are served: indexes, demo data. */
  prepare?: (context: ServiceContext<C>) => Promise<void>;
  /** Only for a configuration with the broker settings; an event bus then joins `/ready` as `bus` and `consuming`. */
  events?: C extends EventingConfig ? ServiceEvents : never;
  routers: (context: RouterContext<C>) => ServiceAppOptions['routers'];
  /** Runs first in stop(): ends long-lived responses (event streams) so the server's close does not wait for them. */
  beforeStop?: () => void | Promise<void>;
}

export interface ServiceRuntime<C> {
  logger: Logger;
  /** Starts the service (PORT 0 picks a free port); `overrides` take precedence over the environment. */
  start(overrides?: Partial<C>): Promise<{ port: number; url: string }>;
  /** The graceful stop within SHUTDOWN_TIMEOUT_MS: see `close` below. */
  stop(): Promise<void>;
}

interface Resources {
  server?: HttpServer;
  relays: OutboxRelay[];
  bus?: EventBus;
  /** Set when the stop begins: `/ready` answers 503 (`accepting: false`) from then on. */
  stopping?: boolean;
}

type Running = Resources & { server: HttpServer };

const DAY_MS = 86_400_000;

/**
 * One service's lifecycle: config from the environment, MongoDB, `prepare`, then (with `events`) an event bus that
 * consumes the subscriptions and relays the outboxes, then the HTTP app. A broker that is down only delays events.
 * One instance per process: a second start() before stop() throws.
 */
export function defineService<C extends RuntimeConfig>(definition: ServiceDefinition<C>): ServiceRuntime<C> {
  const { name } = definition;
  const logger = createLogger(name);
  let current: Promise<Running> | undefined;

  let totalMs = DEFAULT_SHUTDOWN_TIMEOUT_MS;

  async function open(config: C): Promise<Running> {
    totalMs = config.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    const resources: Resources = { relays: [] };
    try {
      await connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB, logger, maxPoolSize: config.MONGO_MAX_POOL_SIZE });
      await definition.prepare?.({ config, logger });
      // Declared only when C extends EventingConfig (see ServiceDefinition.events).
      const events = definition.events as ServiceEvents | undefined;
      if (events) {
        const bus = await startEventBus(config as C & EventingConfig, events, logger);
        resources.bus = bus;
        for (const model of events.outboxModels ?? []) {
          const relay = new OutboxRelay({ model, bus, logger, pickUpDelayMs: config.OUTBOX_RELAY_DELAY_MS });
          resources.relays.push(relay);
          relay.start();
        }
      }
      // Public reads routes answer with `answerPublicRead`, answered again before Koa while current (decision 157).
      const microCache = new MicroCache({ logger, storeAvailable: mongoReady });
      const app = createServiceApp({
        name,
        microCache,
        logger,
        routers: definition.routers({ config, logger }),
        verifier: tokenVerifierFromConfig(config),
        storeAvailable: mongoReady,
        trustedProxies: config.TRUSTED_PROXIES,
        // Without events (news), a request's id has nothing to correlate: no AsyncLocalStorage context to keep.
        correlateEvents: Boolean(events),
        ready: async (): Promise<ReadinessChecks> => {
          const { bus, stopping } = resources;
          // `bus`: connected and able to publish; `consuming`: every consumer receiving (not while paused for the store).
          const checks: ReadinessChecks = bus
            ? { mongo: mongoReady(), bus: bus.isConnected(), consuming: bus.isConsuming() }
            : { mongo: mongoReady() };
          return stopping ? { ...checks, accepting: false } : checks;
        },
      });
      return Object.assign(resources, { server: await startHttpServer(app, config.PORT, config.HOST, { answerFirst: microCache.answer }) });
    } catch (error) {
      await close(resources, { totalMs, logger });
      throw error;
    }
  }

  return {
    logger,
    async start(overrides = {}) {
      if (current) throw new Error(`${name} service already started`);
      const config = loadConfig(definition.configSchema, { ...process.env, ...overrides });
      const starting = open(config);
      current = starting;
      try {
        const { server } = await starting;
        return { port: server.port, url: `http://127.0.0.1:${server.port}` };
      } catch (error) {
        if (current === starting) current = undefined;
        throw error;
      }
    },
    async stop() {
      const opened = current;
      current = undefined;
      if (!opened) return;
      // A start that failed has already closed what it opened.
      const resources = await opened.catch(() => undefined);
      if (resources) await close(resources, { beforeStop: definition.beforeStop, totalMs, logger });
    },
  };
}

async function startEventBus(config: EventingConfig, events: ServiceEvents, logger: Logger): Promise<EventBus> {
  const bus = new EventBus({
    url: config.AMQP_URL,
    logger,
    processedRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * DAY_MS,
    storeAvailable: mongoReady,
  });
  // Object.entries loses the pairing of each type with its handler's event type.
  for (const [type, handler] of Object.entries(events.subscriptions ?? {})) {
    await bus.subscribe({ queue: `${config.QUEUE_PREFIX}.${type}`, type, handler } as Subscription<EventType>);
  }
  for (const [type, handler] of Object.entries(events.broadcasts ?? {})) {
    await bus.broadcast({ type, handler } as Broadcast<EventType>);
  }
  bus.start();
  return bus;
}

/**
 * The graceful stop, each step within its share of SHUTDOWN_TIMEOUT_MS (logged, and what was cut short): the server
 * stops accepting (new connections refused, idle keep-alive ones closed, `/ready` 503) and the consumers are cancelled
 * (the queues' messages go to the other replicas); `beforeStop` ends long-lived responses; in-flight requests and
 * event handlers finish; the relays publish what is due (events left stay in the outboxes for the next start or
 * another replica); then the broker and the database close.
 */
async function close(
  resources: Resources,
  { beforeStop, totalMs, logger }: { beforeStop?: () => void | Promise<void>; totalMs: number; logger: Logger },
): Promise<void> {
  const { server, relays, bus } = resources;
  resources.stopping = true;
  server?.stopAccepting();
  const stopRelays = () => Promise.all(relays.map((relay) => relay.stop()));
  await runShutdown(
    [
      { name: 'cancel the consumers', share: 0.05, run: async () => bus?.stopConsuming() },
      { name: 'end long-lived responses', share: 0.1, run: async () => beforeStop?.() },
      {
        name: 'finish in-flight requests',
        share: 0.35,
        run: async () => server?.drained(),
        cutShort: () => `${server?.cutConnections() ?? 0} connections cut`,
      },
      { name: 'finish event handlers', share: 0.15, run: async () => bus?.handlersSettled() },
      {
        name: 'publish the outboxes',
        share: 0.15,
        run: () => Promise.all(relays.map((relay) => relay.flush())),
        cutShort: () => {
          void stopRelays();
          return 'events not yet published stay in their outboxes';
        },
      },
      {
        name: 'close the broker',
        share: 0.1,
        run: async () => {
          await stopRelays();
          await bus?.close();
        },
      },
      { name: 'close the database', share: 0.05, run: () => disconnectMongo() },
    ],
    { totalMs, logger },
  );
}
