import { randomBytes, randomUUID } from 'node:crypto';
import type net from 'node:net';
import { EVENTS_EXCHANGE, type EventOf } from '@padel/contracts';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose, { Schema } from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { connectMongo, createEvent, disconnectMongo, EventBus, OutboxRelay, withEvents, withOutbox } from '../src';
import {
  eventually,
  freePort,
  interruptibleBroker,
  invitationData,
  requiredEnv,
  sleep,
  tcpProxy,
  uniqueDbName,
  recordingLogger,
} from './helpers';

/** Log lines of the bus, to observe steps such as a duplicate being acknowledged. */
const { logger, lines: logLines } = recordingLogger();

const Team = mongoose.model('KitTeam', withOutbox(new Schema({ name: { type: String, required: true } })));

const runId = randomBytes(4).toString('hex');
const queue = `kit-test-${runId}.invitation-accepted`;
const handled: Array<EventOf<'invitation-accepted'>> = [];

let bus: EventBus;
let relay: OutboxRelay;
let admin: ChannelModel;
let adminChannel: Channel;

const handledCount = (eventId: string) => handled.filter((event) => event.id === eventId).length;

async function outboxOf(id: unknown): Promise<unknown[]> {
  const doc = await Team.findById(id).lean<{ outbox: unknown[] }>();
  return doc?.outbox ?? [];
}

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_bus'), logger });
  bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger });
  await bus.subscribe({
    queue,
    type: 'invitation-accepted',
    handler: async (event) => {
      handled.push(event);
    },
  });
  bus.start();
  await bus.waitUntilConnected();
  relay = new OutboxRelay({ model: Team, bus, logger, intervalMs: 200 });
  relay.start();
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
});

afterAll(() =>
  releaseAll(
    () => relay.stop(),
    () => bus.close(),
    () => adminChannel.deleteQueue(queue),
    () => adminChannel.deleteQueue(`${queue}.dlq`),
    () => admin.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

async function deadLetters(): Promise<string[]> {
  const messages: string[] = [];
  for (;;) {
    const message = await adminChannel.get(`${queue}.dlq`, { noAck: true });
    if (!message) return messages;
    messages.push(message.content.toString());
  }
}

describe('EventBus with the outbox relay', () => {
  it('when a document is saved with an event in its outbox, then the event is published, consumed once and removed from the outbox', async () => {
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    const team = new Team(withEvents({ name: 'Noura & Omar' }, event));
    await team.save();

    relay.notify();

    await eventually(async () => handledCount(event.id) === 1);
    await eventually(async () => (await outboxOf(team._id)).length === 0);
    expect(handled.find((e) => e.id === event.id)).toEqual(JSON.parse(JSON.stringify(event)));
  });

  it('when the same envelope is delivered twice, then the handler runs once and the duplicate is acknowledged', async () => {
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');

    await bus.publish(event);
    await bus.publish(event);

    await eventually(async () =>
      logLines.some((line) => line.eventId === event.id && line.msg === 'duplicate event acknowledged without handling'),
    );
    expect(handledCount(event.id)).toBe(1);
    const processed = await mongoose.connection.collection('processed_events').countDocuments({ _id: `${queue}:${event.id}` as never });
    expect(processed).toBe(1);
    await eventually(async () => (await adminChannel.checkQueue(queue)).messageCount === 0);
  });

  it('when processed-event records outlive the retention, then pruning deletes them and keeps recent ones', async () => {
    const records = mongoose.connection.collection('processed_events');
    const now = new Date();
    const old = `${queue}:old-${randomUUID()}`;
    const recent = `${queue}:recent-${randomUUID()}`;
    await records.insertMany([
      { _id: old as never, queue, eventId: 'old', type: 'invitation-accepted', processedAt: new Date(now.getTime() - 31 * 86_400_000) },
      {
        _id: recent as never,
        queue,
        eventId: 'recent',
        type: 'invitation-accepted',
        processedAt: new Date(now.getTime() - 29 * 86_400_000),
      },
    ]);

    const deleted = await bus.pruneProcessedEvents(now);

    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await records.countDocuments({ _id: old as never })).toBe(0);
    expect(await records.countDocuments({ _id: recent as never })).toBe(1);
  });

  it('when a message is not JSON or not a valid envelope, then it lands in the dead-letter queue unhandled', async () => {
    const invalid = { ...createEvent('invitation-accepted', invitationData(), 'kit-test'), data: { teamId: 42 } };
    const before = handled.length;

    adminChannel.publish(EVENTS_EXCHANGE, 'invitation-accepted', Buffer.from('{not json'), { persistent: true });
    adminChannel.publish(EVENTS_EXCHANGE, 'invitation-accepted', Buffer.from(JSON.stringify(invalid)), { persistent: true });

    const letters: string[] = [];
    await eventually(async () => {
      letters.push(...(await deadLetters()));
      return letters.length >= 2;
    });
    expect(letters).toEqual(expect.arrayContaining(['{not json', JSON.stringify(invalid)]));
    expect(handled.length).toBe(before);
  });

  it('when an event is saved while the broker cannot be reached, then it stays in the outbox and is delivered once the broker is reachable', async () => {
    const broker = new URL(requiredEnv('AMQP_URL'));
    const port = await freePort();
    const unreachableUrl = `amqp://${broker.username}:${broker.password}@127.0.0.1:${port}`;
    const offlineBus = new EventBus({ url: unreachableUrl, logger, minBackoffMs: 200, maxBackoffMs: 500 });
    offlineBus.start();
    const offlineRelay = new OutboxRelay({ model: Team, bus: offlineBus, logger, intervalMs: 200 });
    await relay.stop(); // only the relay whose broker is unreachable may publish in this test
    offlineRelay.start();
    let proxy: net.Server | undefined;
    try {
      const team = await Team.create({ name: 'Layla & Khalid' });
      const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
      await Team.updateOne({ _id: team._id }, withEvents({ $set: { name: 'Layla & Khalid (confirmed)' } }, event));
      offlineRelay.notify();

      await sleep(1500);
      expect(offlineBus.isConnected()).toBe(false);
      expect(await outboxOf(team._id)).toHaveLength(1);
      expect(handledCount(event.id)).toBe(0);

      proxy = await tcpProxy(port, broker.hostname, Number(broker.port));

      await eventually(async () => handledCount(event.id) === 1, 15_000);
      await eventually(async () => (await outboxOf(team._id)).length === 0);
      expect((await Team.findById(team._id))?.name).toBe('Layla & Khalid (confirmed)');
    } finally {
      await offlineRelay.stop();
      await offlineBus.close();
      await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
      relay.start();
    }
  });
});

describe('OutboxRelay noticing outbox writes', () => {
  it('when events are written to an outbox by an update, then the relay publishes them without being notified, long before its next poll', async () => {
    const hourlyRelay = new OutboxRelay({ model: Team, bus, logger, intervalMs: 3_600_000 });
    await relay.stop(); // only the relay that polls hourly may publish in this test
    hourlyRelay.start();
    try {
      await hourlyRelay.idle(); // its start-up pass is over: only the write can wake it now
      const team = await Team.create({ name: 'Sara & Yousef' });
      const first = createEvent('invitation-accepted', invitationData(), 'kit-test');
      const second = createEvent('invitation-accepted', invitationData(), 'kit-test');

      await Team.updateOne({ _id: team._id }, withEvents({ $set: { name: 'Sara & Yousef (confirmed)' } }, first, second));

      await eventually(async () => handledCount(first.id) === 1 && handledCount(second.id) === 1, 5_000);
      await eventually(async () => (await outboxOf(team._id)).length === 0, 5_000);
    } finally {
      await hourlyRelay.stop();
      relay.start();
    }
  });
});

describe('EventBus reconnection', () => {
  it('when the broker connection drops and comes back, then the bus reconnects, re-subscribes and consumes again', async () => {
    const broker = await interruptibleBroker();
    const reconnectQueue = `kit-test-${runId}-reconnect.entry-confirmed`;
    const seen: string[] = [];
    const flakyBus = new EventBus({ url: broker.url, logger, minBackoffMs: 200, maxBackoffMs: 500 });
    await flakyBus.subscribe({ queue: reconnectQueue, type: 'entry-confirmed', handler: async (event) => void seen.push(event.id) });
    flakyBus.start();
    try {
      await broker.interrupt(flakyBus);
      const event = createEvent(
        'entry-confirmed',
        {
          entryId: `entry-${randomUUID()}`,
          tournamentId: 'tour-1',
          teamId: 'team-1',
          player1: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03',
          player2: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04',
          confirmedAt: new Date().toISOString(),
        },
        'kit-test',
      );
      await bus.publish(event);

      await eventually(async () => seen.includes(event.id));
    } finally {
      await flakyBus.close();
      await broker.cut();
      await adminChannel.deleteQueue(reconnectQueue);
      await adminChannel.deleteQueue(`${reconnectQueue}.dlq`);
    }
  });
});
