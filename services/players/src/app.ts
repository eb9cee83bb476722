import {
  connectMongo,
  createLogger,
  createServiceApp,
  disconnectMongo,
  EventBus,
  loadConfig,
  mongoReady,
  startHttpServer,
  tokenVerifierFromConfig,
  type HttpServer,
} from '@padel/service-kit';
import { ConfigSchema, type Config } from './config';
import { insertMissingProfiles } from './data-access/profile-repository';
import { demoPlayers } from './domain/demo-players';
import { recordPartnership } from './domain/partners';
import { playersRouter } from './entry-points/players-router';

export const logger = createLogger('players');

let running: { server: HttpServer; bus: EventBus } | undefined;

/** Starts the players service (PORT 0 picks a free port). A broker that is down only delays events. */
export async function start(overrides: Partial<Config> = {}): Promise<{ port: number; url: string }> {
  if (running) throw new Error('players service already started');
  const config = loadConfig(ConfigSchema, { ...process.env, ...overrides });
  await connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB, logger });
  if (config.SEED_DEMO_DATA) logger.info({ added: await insertMissingProfiles(demoPlayers) }, 'demo players loaded');

  const bus = new EventBus({ url: config.AMQP_URL, logger });
  await bus.subscribe({
    queue: `${config.QUEUE_PREFIX}.invitation-accepted`,
    type: 'invitation-accepted',
    handler: (event, { logger: log }) => recordPartnership(event, log),
  });
  bus.start();

  const app = createServiceApp({
    name: 'players',
    logger,
    routers: [playersRouter()],
    verifier: tokenVerifierFromConfig(config),
    ready: async () => ({ mongo: mongoReady(), bus: bus.isConnected() }),
  });
  const server = await startHttpServer(app, config.PORT);
  running = { server, bus };
  return { port: server.port, url: `http://127.0.0.1:${server.port}` };
}

/** Stops accepting requests, finishes in-flight ones, then closes the bus and the database connection. */
export async function stop(): Promise<void> {
  const current = running;
  running = undefined;
  if (!current) return;
  await current.server.close();
  await current.bus.close();
  await disconnectMongo();
}
