import mongoose from 'mongoose';
import type { Logger } from 'pino';

mongoose.set('strictQuery', true);

/** Connects the default mongoose connection to `dbName` on `url` (indexes built from the schemas). */
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
  const connected = await mongoose.connect(url, {
    dbName,
    autoIndex: true,
    autoCreate: true,
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    socketTimeoutMS: 30_000,
    maxPoolSize,
  });
  // Build declared indexes now, so unique constraints hold from the first request.
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
  logger.info({ dbName, maxPoolSize }, 'mongo connected');
  return connected;
}

export async function disconnectMongo(): Promise<void> {
  await mongoose.disconnect();
}

/** True while the default connection is open. */
export function mongoReady(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}
