import { randomBytes } from 'node:crypto';
import { faultMongo, type FaultEngine } from '@padel/tools/engines/fault-engines';
import { releaseAll } from '@padel/tools/testing/release-all';
import type { EventEnvelope } from '@padel/contracts';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { connectMongo, createEvent, deadLetterQueueOf, disconnectMongo, EventBus, mongoReady } from '../src';
import { deleteSubscriptionQueues, drain, effects, subscribeCountingEffects } from './bus-helpers';
import { eventually, invitationData, recordingLogger, requiredEnv, sleep } from './helpers';

// A database of this file's own (a container of padel/ferretdb where Docker runs, else a process; never the shared test
// engine), so it can be killed without touching other tests.
const { logger, lines } = recordingLogger();
const queue = `kit-store-outage-${randomBytes(4).toString('hex')}.invitation-accepted`;

let database: FaultEngine;
let bus: EventBus;
let publisher: EventBus;
let admin: ChannelModel;
let adminChannel: Channel;

beforeAll(async () => {
  database = await faultMongo();
  await connectMongo({ url: database.url, dbName: 'padel_bus_outage', logger });
  bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, storeAvailable: mongoReady, storeCheckIntervalMs: 250 });
  await subscribeCountingEffects(bus, queue);
  bus.start();
  publisher = new EventBus({ url: requiredEnv('AMQP_URL'), logger, pruneIntervalMs: 0, storeAvailable: () => true });
  publisher.start();
  await Promise.all([bus.waitUntilConnected(), publisher.waitUntilConnected()]);
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
}, 90_000);

afterAll(() =>
  releaseAll(
    () => publisher.close(),
    () => bus.close(),
    () => deleteSubscriptionQueues(adminChannel, queue),
    () => admin.close(),
    () => disconnectMongo(),
    () => database.stop(),
  ),
);

describe('consuming while the database is down', () => {
  it('when the database is stopped for 20 s while events arrive, then none is dead-lettered or counted as failed, and all are applied once after it returns', async () => {
    // Arrange
    const before = createEvent('invitation-accepted', invitationData(), 'kit-test');
    await publisher.publish(before);
    await eventually(async () => (await effects().findOne({ _id: before.id }))?.applied === 1);

    // Act: killed like a crash; events keep arriving during the outage.
    await database.kill();
    const during: EventEnvelope[] = [];
    for (let i = 0; i < 20; i += 1) {
      const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
      during.push(event);
      await publisher.publish(event);
      await sleep(1000);
    }
    expect(bus.isPaused()).toBe(true);
    expect(bus.isConsuming()).toBe(false);
    expect((await adminChannel.checkQueue(queue)).messageCount).toBeGreaterThan(0);
    await database.start();

    // Assert
    await eventually(
      async () => mongoReady() && (await effects().countDocuments({ _id: { $in: during.map((event) => event.id) } })) === during.length,
      30_000,
      250,
    );
    await sleep(1000);
    const applied = await effects()
      .find({ _id: { $in: during.map((event) => event.id) } })
      .toArray();
    expect(applied.map((effect) => effect.applied)).toEqual(during.map(() => 1));
    expect(bus.isConsuming()).toBe(true);
    expect(await drain(adminChannel, deadLetterQueueOf(queue))).toEqual([]);
    expect(lines.filter((line) => line.msg === 'event handler failed; retrying later')).toEqual([]);
  }, 90_000);
});
