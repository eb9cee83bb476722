import { randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import pino from 'pino';
import { connectMongo, disconnectMongo, mongoReady } from '../src';

const Probe = mongoose.model('ConnectionProbe', new Schema({ name: String }));
const logger = pino({ level: 'silent' });
const url = process.env.MONGO_URL as string;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy, as a long synchronous step (a child process run with spawnSync) does. */
function busyFor(ms: number): void {
  for (const end = Date.now() + ms; Date.now() < end;);
}

afterEach(async () => {
  if (mongoReady()) await mongoose.connection.dropDatabase();
  await disconnectMongo();
});

describe('connectMongo', () => {
  test('when the event loop was busy for longer than two heartbeat periods, then a command on the connection still runs', async () => {
    // Arrange: connected, one heartbeat received, then no heartbeat for more than 2 s (mongoose now reads
    // the connection as disconnected until the next one)
    await connectMongo({ url, dbName: `kit_connection_${randomBytes(4).toString('hex')}`, logger });
    await pause(1500);
    busyFor(2500);

    // Act
    const collections = await mongoose.connection.listCollections();

    // Assert: answered by the driver, not held in mongoose's buffer until it times out after 10 s
    expect(Array.isArray(collections)).toBe(true);
  });

  test('when a model is used before the first connection, then its command waits and runs once connected', async () => {
    // Arrange: a previous connection in this process was closed
    await connectMongo({ url, dbName: `kit_connection_${randomBytes(4).toString('hex')}`, logger });
    await disconnectMongo();

    // Act
    const counted = Probe.countDocuments();
    await connectMongo({ url, dbName: `kit_connection_${randomBytes(4).toString('hex')}`, logger });

    // Assert
    await expect(counted).resolves.toBe(0);
  });
});
