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
import { EnteredTournamentModel } from './data-access/entered-tournament-model';
import { InvitationModel } from './data-access/invitation-model';
import { TeamModel } from './data-access/team-model';
import { recordEnteredTournament } from './domain/entered-tournaments';
import { playersClient } from './domain/players-client';
import { invitationsRouter } from './entry-points/invitations-router';
import { teamsRouter } from './entry-points/teams-router';

export const logger = createLogger('teams');

let running: { server: HttpServer; bus: EventBus; relay: OutboxRelay } | undefined;

/** Starts the teams service (PORT 0 picks a free port). A broker that is down only delays events. */
export async function start(overrides: Partial<Config> = {}): Promise<{ port: number; url: string }> {
  if (running) throw new Error('teams service already started');
  const config = loadConfig(ConfigSchema, { ...process.env, ...overrides });
  await connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB, logger, maxPoolSize: config.MONGO_MAX_POOL_SIZE });
  // The unique indexes carry the one-team-per-pair and one-pending-invitation rules: build them before serving.
  await Promise.all([TeamModel.createIndexes(), InvitationModel.createIndexes(), EnteredTournamentModel.createIndexes()]);

  const bus = new EventBus({ url: config.AMQP_URL, logger, processedRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * 86_400_000 });
  await bus.subscribe({
    queue: `${config.QUEUE_PREFIX}.entry-confirmed`,
    type: 'entry-confirmed',
    handler: (event, { logger: log }) => recordEnteredTournament(event, log),
  });
  bus.start();
  const relay = new OutboxRelay({ model: TeamModel, bus, logger });
  relay.start();

  const app = createServiceApp({
    name: 'teams',
    logger,
    routers: [
      invitationsRouter({
        lookupPlayer: playersClient({ baseUrl: config.PLAYERS_URL, timeoutMs: config.PLAYERS_TIMEOUT_MS, logger }),
        notifyOutbox: () => relay.notify(),
      }),
      teamsRouter(),
    ],
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
