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
import { KeycloakAccounts } from './data-access/keycloak-accounts';
import { ensureProfileIndexes, insertMissingProfiles, normaliseStoredProfiles } from './data-access/profile-repository';
import { demoPlayers } from './domain/demo-players';
import { recordPartnership } from './domain/partners';
import { authRouter } from './entry-points/auth-router';
import { playersRouter } from './entry-points/players-router';
import { profileRouter } from './entry-points/profile-router';

export const logger = createLogger('players');

let running: { server: HttpServer; bus: EventBus } | undefined;

/** Starts the players service (PORT 0 picks a free port). A broker that is down only delays events. */
export async function start(overrides: Partial<Config> = {}): Promise<{ port: number; url: string }> {
  if (running) throw new Error('players service already started');
  const config = loadConfig(ConfigSchema, { ...process.env, ...overrides });
  await connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB, logger, maxPoolSize: config.MONGO_MAX_POOL_SIZE });
  await normaliseStoredProfiles();
  await ensureProfileIndexes();
  if (config.SEED_DEMO_DATA) logger.info({ added: await insertMissingProfiles(demoPlayers()) }, 'demo players loaded');

  const bus = new EventBus({ url: config.AMQP_URL, logger, processedRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * 86_400_000 });
  await bus.subscribe({
    queue: `${config.QUEUE_PREFIX}.invitation-accepted`,
    type: 'invitation-accepted',
    handler: (event, { logger: log }) => recordPartnership(event, log),
  });
  bus.start();

  const app = createServiceApp({
    name: 'players',
    logger,
    routers: [authRouter(keycloakAccounts(config), logger), profileRouter(), playersRouter()],
    verifier: tokenVerifierFromConfig(config),
    ready: async () => ({ mongo: mongoReady(), bus: bus.isConnected() }),
  });
  const server = await startHttpServer(app, config.PORT);
  running = { server, bus };
  return { port: server.port, url: `http://127.0.0.1:${server.port}` };
}

/** User administration for sign-up; undefined when Keycloak or the sign-up client secret is not configured. */
function keycloakAccounts(config: Config): KeycloakAccounts | undefined {
  if (!config.KEYCLOAK_URL || !config.KEYCLOAK_SIGNUP_CLIENT_SECRET) {
    logger.warn('Keycloak sign-up client not configured: POST /api/auth/signup answers 503');
    return undefined;
  }
  return new KeycloakAccounts({
    baseUrl: config.KEYCLOAK_URL,
    realm: config.KEYCLOAK_REALM,
    adminClientId: config.KEYCLOAK_SIGNUP_CLIENT_ID,
    adminClientSecret: config.KEYCLOAK_SIGNUP_CLIENT_SECRET,
    webClientId: config.KEYCLOAK_WEB_CLIENT_ID,
    timeoutMs: config.KEYCLOAK_TIMEOUT_MS,
    logger,
  });
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
