import mongoose from 'mongoose';
import type { Logger } from 'pino';

mongoose.set('strictQuery', true);

/** How long a command waits for a reachable database before failing: requests answer 503 within a second. */
export const SERVER_SELECTION_TIMEOUT_MS = 500;
/** How long start-up keeps trying to reach the database (it may still be starting, as in compose). */
const INITIAL_CONNECT_DEADLINE_MS = 30_000;

/**
 * Connects the default mongoose connection to `dbName` on `url` and builds the indexes of every model declared so far,
 * before the service's `prepare` runs. This is how every service gets its indexes: a model file declares them with
 * `schema.index()`; a model whose stored documents must be fixed before its indexes can be built sets `autoIndex: false`
 * and its data-access builds them in `prepare` after the fix (ensureEntryIndexes, ensureProfileIndexes).
 */
export async function connectMongo({
  url,
  dbName,
  logger,
  maxPoolSize = 10,
}: {
  url: string;
  dbName: string;
  logger: Logger;
  maxPoolSize?: number;
}): Promise<typeof mongoose> {
  const connection = mongoose.connection;
  connection.removeAllListeners('disconnected').removeAllListeners('reconnected');
  connection.on('disconnected', () => logger.warn({ dbName }, 'mongo disconnected'));
  connection.on('reconnected', () => logger.info({ dbName }, 'mongo reconnected'));
  const options = {
    dbName,
    autoIndex: true,
    autoCreate: true,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    // Also the heartbeat's deadline: a database that freezes with its connections open (a paused container, a lost
    // network) is noticed within heartbeat + this, when its pool is cleared, requests in flight fail and the store
    // guard answers 503. Not lower: a service's own event loop, busy for a moment, must not look like a frozen store.
    connectTimeoutMS: 2000,
    socketTimeoutMS: 30_000,
    // While the database is down the store guard sends no commands, so the monitor alone notices it is back.
    heartbeatFrequencyMS: 1000,
    maxPoolSize,
  };
  const deadline = Date.now() + INITIAL_CONNECT_DEADLINE_MS;
  let connected: typeof mongoose;
  for (;;) {
    try {
      connected = await mongoose.connect(url, options);
      break;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      logger.warn({ dbName, err: error }, 'mongo not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  // From now on a command while the database is unreachable fails within the server selection timeout instead of
  // waiting in mongoose's buffer for 10 s (before the first connection, models declared at import need the buffer).
  // Set on mongoose, not the connection: `connection.set` keeps an option the buffer never reads. It matters beyond
  // outages: mongoose reads a connection as disconnected when no heartbeat came for two heartbeat periods (an event
  // loop busy for 2 s), and a buffered connection-level command then waits for a reconnection that never comes.
  mongoose.set('bufferCommands', false);
  // Build declared indexes now, so unique constraints hold from the first request.
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
  logger.info({ dbName, maxPoolSize }, 'mongo connected');
  return connected;
}

export async function disconnectMongo(): Promise<void> {
  await mongoose.disconnect();
  mongoose.set('bufferCommands', undefined);
}

/** True while the default connection is open. */
export function mongoReady(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}
