import { randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { connectMongo, createLogger, disconnectMongo, loadConfig, serviceConfigSchema } from '../src';

const Counter = mongoose.model('ConcurrencyProbe', new Schema({ items: [Number], count: Number }));

beforeAll(async () => {
  const config = loadConfig(
    serviceConfigSchema({ port: 0, dbName: `kit_concurrency_${randomBytes(4).toString('hex')}` }).omit({ AMQP_URL: true }),
  );
  await connectMongo({
    url: config.MONGO_URL,
    dbName: config.MONGO_DB,
    logger: createLogger('test'),
    maxPoolSize: config.MONGO_MAX_POOL_SIZE,
  });
});

afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await disconnectMongo();
});

describe('connectMongo with the configured pool size', () => {
  test('when 50 updates of one document run at once, then none of them is lost', async () => {
    const doc = await Counter.create({ items: [], count: 0 });

    await Promise.all(
      Array.from({ length: 50 }, (_, i) => Counter.updateOne({ _id: doc._id }, { $push: { items: i }, $inc: { count: 1 } })),
    );

    const stored = await Counter.findById(doc._id).lean();
    expect(stored?.count).toBe(50);
    expect([...(stored?.items ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
