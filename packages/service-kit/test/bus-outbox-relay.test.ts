import { EVENTS_EXCHANGE } from '@padel/contracts';
import { faultRabbitmq, type FaultEngine } from '@padel/tools/engines/fault-engines';
import { releaseAll } from '@padel/tools/testing/release-all';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose, { Schema } from 'mongoose';
import { connectMongo, createEvent, disconnectMongo, EventBus, OutboxRelay, withEvents, withOutbox } from '../src';
import { eventually, invitationData, recordingLogger, requiredEnv, uniqueDbName } from './helpers';

// A broker of this file's own: on it only this file's queue is bound, so an event of another type is unroutable.
const { logger } = recordingLogger();
const Team = mongoose.model('KitRelayTeam', withOutbox(new Schema({ name: { type: String, required: true } })));
const queue = 'kit-relay.invitation-accepted';

let broker: FaultEngine;
let bus: EventBus;
let admin: ChannelModel;
let adminChannel: Channel;

const pending = async (ids: unknown[]) => Team.countDocuments({ _id: { $in: ids }, 'outbox.0': { $exists: true } });

beforeAll(async () => {
  broker = await faultRabbitmq();
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_relay'), logger });
  bus = new EventBus({ url: broker.url, logger, pruneIntervalMs: 0 });
  bus.start();
  await bus.waitUntilConnected();
  admin = await amqp.connect(broker.url);
  adminChannel = await admin.createChannel();
  await adminChannel.assertQueue(queue, { durable: true });
  await adminChannel.bindQueue(queue, EVENTS_EXCHANGE, 'invitation-accepted');
}, 120_000);

afterAll(() =>
  releaseAll(
    () => bus.close(),
    () => admin.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
    () => broker.stop(),
  ),
);

describe('OutboxRelay', () => {
  it('when the oldest document cannot be published, then it backs off and the newer documents are published meanwhile', async () => {
    // Arrange: the oldest event is of a type no queue takes (the broker returns it).
    const stuck = await Team.create(
      withEvents(
        { name: 'stuck' },
        createEvent(
          'entry-withdrawn',
          {
            entryId: 'e-1',
            tournamentId: 't-1',
            teamId: 'team-1',
            withdrawnBy: invitationData().inviterId,
            withdrawnAt: new Date().toISOString(),
            wasConfirmed: false,
          },
          'kit-test',
        ),
      ),
    );
    const others = await Team.insertMany(
      [1, 2, 3].map((n) => withEvents({ name: `team ${n}` }, createEvent('invitation-accepted', invitationData(), 'kit-test'))),
    );
    const relay = new OutboxRelay({ model: Team, bus, logger, intervalMs: 100, batchSize: 2 });

    // Act
    relay.start();

    // Assert
    try {
      await eventually(async () => (await pending(others.map((team) => team._id))) === 0, 10_000);
      const stuckNow = await Team.collection.findOne({ _id: stuck._id });
      expect(stuckNow?.outbox).toHaveLength(1);
      const lease = await relay.leaseOf(stuck._id);
      expect(lease).toMatchObject({ owner: '' });
      expect(lease!.failures).toBeGreaterThanOrEqual(1);
      expect(lease!.until.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await relay.stop();
      await Team.collection.updateOne({ _id: stuck._id }, { $set: { outbox: [] } });
    }
  }, 30_000);

  it('when two relays (two replicas) work on the same documents, then each event is published once', async () => {
    // Arrange
    await adminChannel.purgeQueue(queue);
    const teams = await Team.insertMany(
      Array.from({ length: 60 }, (_, n) =>
        withEvents({ name: `pair ${n}` }, createEvent('invitation-accepted', invitationData(), 'kit-test')),
      ),
    );
    const secondBus = new EventBus({ url: broker.url, logger, pruneIntervalMs: 0 });
    secondBus.start();
    await secondBus.waitUntilConnected();
    const relays = [
      new OutboxRelay({ model: Team, bus, logger, intervalMs: 50 }),
      new OutboxRelay({ model: Team, bus: secondBus, logger, intervalMs: 50 }),
    ];

    // Act
    relays.forEach((relay) => relay.start());

    // Assert
    try {
      await eventually(async () => (await pending(teams.map((team) => team._id))) === 0, 20_000);
      await eventually(async () => (await adminChannel.checkQueue(queue)).messageCount >= 60);
      const ids: string[] = [];
      for (
        let message = await adminChannel.get(queue, { noAck: true });
        message;
        message = await adminChannel.get(queue, { noAck: true })
      ) {
        ids.push(message.properties.messageId as string);
      }
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
      await secondBus.close();
    }
  }, 60_000);
});
