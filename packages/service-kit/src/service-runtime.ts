import type { EventType } from '@padel/contracts';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { createServiceApp, type ReadinessChecks, type ServiceAppOptions } from './app';
import { tokenVerifierFromConfig } from './auth';
import { EventBus, OutboxRelay, type Broadcast, type Subscription } from './bus';
import { loadConfig } from './config';
import { startHttpServer, type HttpServer } from './http';
import { createLogger, type Logger } from './logger';
import { connectMongo, disconnectMongo, mongoReady } from './mongo';
import type { ServiceConfig } from './service-config';

/** Settings the runtime reads: every schema built on `serviceConfigSchema` has them. */
export type RuntimeConfig = Pick<ServiceConfig, 'PORT' | 'MONGO_URL' | 'MONGO_DB' | 'MONGO_MAX_POOL_SIZE'> &
  Partial<Pick<ServiceConfig, 'HOST' | 'TRUSTED_PROXIES'>> &
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
  /** Stops accepting requests, finishes in-flight ones, then stops the outbox relays, the event bus and the database. */
  stop(): Promise<void>;
}

interface Resources {
  server?: HttpServer;
  relays: OutboxRelay[];
  bus?: EventBus;
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

  async function open(config: C): Promise<Running> {
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
          const relay = new OutboxRelay({ model, bus, logger });
          resources.relays.push(relay);
          relay.start();
        }
      }
      const app = createServiceApp({
        name,
        logger,
        routers: definition.routers({ config, logger }),
        verifier: tokenVerifierFromConfig(config),
        storeAvailable: mongoReady,
        trustedProxies: config.TRUSTED_PROXIES,
        ready: async (): Promise<ReadinessChecks> => {
          const { bus } = resources;
          // `bus`: connected and able to publish; `consuming`: every consumer receiving (not while paused for the store).
          return bus ? { mongo: mongoReady(), bus: bus.isConnected(), consuming: bus.isConsuming() } : { mongo: mongoReady() };
        },
      });
      return Object.assign(resources, { server: await startHttpServer(app, config.PORT, config.HOST) });
    } catch (error) {
      await close(resources);
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
      if (resources) await close(resources, definition.beforeStop);
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
 * Graceful order: the server stops accepting, `beforeStop` ends long-lived responses, in-flight requests finish, then
 * the relays, the bus and the database close.
 */
async function close({ server, relays, bus }: Resources, beforeStop?: () => void | Promise<void>): Promise<void> {
  const serverClosed = server?.close();
  await beforeStop?.();
  await serverClosed;
  for (const relay of relays) await relay.stop();
  await bus?.close();
  await disconnectMongo();
}
