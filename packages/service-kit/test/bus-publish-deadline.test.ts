import amqp, { type ChannelModel } from 'amqplib';
import mongoose, { Schema } from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { connectMongo, createEvent, disconnectMongo, EventBus, OutboxRelay, PublishTimeoutError, withEvents, withOutbox } from '../src';
import { stallableProxy } from './bus-helpers';
import { eventually, invitationData, recordingLogger, requiredEnv, uniqueDbName } from './helpers';

const { logger } = recordingLogger();
const Team = mongoose.model('KitDeadlineTeam', withOutbox(new Schema({ name: { type: String, required: true } })));
const deadlineMs = 1000;

let proxy: Awaited<ReturnType<typeof stallableProxy>>;
let bus: EventBus;
let admin: ChannelModel;

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_deadline'), logger });
  proxy = await stallableProxy(new URL(requiredEnv('AMQP_URL')));
  bus = new EventBus({ url: proxy.url, logger, publishDeadlineMs: deadlineMs, closeDeadlineMs: 1000, pruneIntervalMs: 0 });
  bus.start();
  await bus.waitUntilConnected();
  // A queue of this file's own takes the events, so none is returned as unroutable.
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  const channel = await admin.createChannel();
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, 'padel.events', 'invitation-accepted');
});

afterAll(() =>
  releaseAll(
    () => bus.close(),
    () => admin.close(),
    () => proxy.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

afterEach(() => proxy.resume());

describe('publishing to a broker that stops answering', () => {
  it('when the broker never confirms, then publish rejects within its deadline', async () => {
    // Arrange
    proxy.stall();
    const started = Date.now();

    // Act
    const publishing = bus.publish(createEvent('invitation-accepted', invitationData(), 'kit-test'));

    // Assert
    await expect(publishing).rejects.toBeInstanceOf(PublishTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(deadlineMs - 50);
    expect(Date.now() - started).toBeLessThan(deadlineMs + 1000);
  });

  it('when the broker stalls during a relay pass, then the pass ends, each document backs off and all are published once it answers again', async () => {
    // Arrange
    const relay = new OutboxRelay({ model: Team, bus, logger, intervalMs: 3_600_000, maxBackoffMs: 1000 });
    const teams = await Team.insertMany(
      [1, 2, 3].map((n) => withEvents({ name: `team ${n}` }, createEvent('invitation-accepted', invitationData(), 'kit-test'))),
    );
    proxy.stall();
    const started = Date.now();

    // Act
    relay.start();
    await relay.idle();
    const passMs = Date.now() - started;
    const leases = await Promise.all(teams.map((team) => relay.leaseOf(team._id)));
    proxy.resume();

    // Assert
    try {
      expect(passMs).toBeLessThan(3 * deadlineMs + 2000);
      expect(leases.map((lease) => lease && { owner: lease.owner, failures: lease.failures })).toEqual(
        teams.map(() => ({ owner: '', failures: 1 })),
      );
      await eventually(
        async () => {
          relay.notify();
          return (await Team.countDocuments({ _id: { $in: teams.map((team) => team._id) }, 'outbox.0': { $exists: true } })) === 0;
        },
        15_000,
        300,
      );
      expect(await Promise.all(teams.map((team) => relay.leaseOf(team._id)))).toEqual(teams.map(() => null));
    } finally {
      await relay.stop();
    }
  }, 30_000);

  it('when the broker stops answering, then closing the bus still ends within its deadlines', async () => {
    // Arrange
    const stalled = await stallableProxy(new URL(requiredEnv('AMQP_URL')));
    const doomed = new EventBus({ url: stalled.url, logger, closeDeadlineMs: 1000, pruneIntervalMs: 0 });
    doomed.start();
    await doomed.waitUntilConnected();
    stalled.stall();
    const started = Date.now();

    // Act
    await doomed.close();

    // Assert
    expect(Date.now() - started).toBeLessThan(4000);
    await stalled.close();
  });
});
