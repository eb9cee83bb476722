import {
  connectMongo,
  createLogger,
  createServiceApp,
  disconnectMongo,
  EventBus,
  loadConfig,
  mongoReady,
  OutboxRelay,
  startHttpServer,
  tokenVerifierFromConfig,
  type HttpServer,
} from '@padel/service-kit';
import { ConfigSchema, type Config } from './config';
import { EntryModel } from './data-access/entry-model';
import { insertMissingTournaments } from './data-access/tournament-repository';
import { demoTournaments } from './domain/demo-tournaments';
import { rememberConfirmedTeam } from './domain/tournaments-service';
import { entriesRouter } from './entry-points/entries-router';
import { registrationsRouter } from './entry-points/registrations-router';
import { tournamentsRouter } from './entry-points/tournaments-router';

export const logger = createLogger('tournaments');

let running: { server: HttpServer; bus: EventBus; relay: OutboxRelay } | undefined;

/** Starts the tournaments service (PORT 0 picks a free port). A broker that is down only delays events. */
export async function start(overrides: Partial<Config> = {}): Promise<{ port: number; url: string }> {
  if (running) throw new Error('tournaments service already started');
  const config = loadConfig(ConfigSchema, { ...process.env, ...overrides });
  await connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB, logger, maxPoolSize: config.MONGO_MAX_POOL_SIZE });
  if (config.SEED_DEMO_DATA) logger.info({ added: await insertMissingTournaments(demoTournaments()) }, 'demo tournaments loaded');

  const bus = new EventBus({ url: config.AMQP_URL, logger, processedRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * 86_400_000 });
  await bus.subscribe({
    queue: `${config.QUEUE_PREFIX}.invitation-accepted`,
    type: 'invitation-accepted',
    handler: (event, { logger: log }) => rememberConfirmedTeam(event, log),
  });
  bus.start();
  // One entry per team per tournament is a unique index: build it before serving.
  await EntryModel.createIndexes();
  const relay = new OutboxRelay({ model: EntryModel, bus, logger });
  relay.start();
  const notifyOutbox = () => relay.notify();

  const app = createServiceApp({
    name: 'tournaments',
    logger,
    routers: [tournamentsRouter(), entriesRouter({ notifyOutbox }), registrationsRouter({ notifyOutbox })],
    verifier: tokenVerifierFromConfig(config),
    ready: async () => ({ mongo: mongoReady(), bus: bus.isConnected() }),
  });
  const server = await startHttpServer(app, config.PORT);
  running = { server, bus, relay };
  return { port: server.port, url: `http://127.0.0.1:${server.port}` };
}

/** Stops accepting requests, finishes in-flight ones, then stops the relay, the bus and the database connection. */
export async function stop(): Promise<void> {
  const current = running;
  running = undefined;
  if (!current) return;
  await current.server.close();
  await current.relay.stop();
  await current.bus.close();
  await disconnectMongo();
}
