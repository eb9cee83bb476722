import { randomBytes } from 'node:crypto';
import type { EventOf } from '@padel/contracts';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose, { Schema } from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import {
  connectMongo,
  createEvent,
  createServiceApp,
  deadLetterQueueOf,
  disconnectMongo,
  EventBus,
  metricsRegistry,
  OutboxRelay,
  startHttpServer,
  withEvents,
  withOutbox,
} from '../src';
import { deleteSubscriptionQueues } from './bus-helpers';
import { eventually, interruptibleBroker, invitationData, recordingLogger, requiredEnv, sleep, uniqueDbName } from './helpers';

/** The event bus's series on /metrics (decision 132), each caused for real on the test broker and database. */
const { logger } = recordingLogger();
const queue = `kit-metrics-${randomBytes(4).toString('hex')}.invitation-accepted`;
const retryDelaysMs = [100, 200];
const Team = mongoose.model('KitMetricsTeam', withOutbox(new Schema({ name: { type: String, required: true } })));

/** Event ids whose handling always fails. */
const failing = new Set<string>();
let storeUp = true;
let broker: Awaited<ReturnType<typeof interruptibleBroker>>;
let bus: EventBus;
let admin: ChannelModel;
let adminChannel: Channel;

/** The value of one series now (its gauges collected as on a scrape); 0 when it has none yet. */
async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const found = (await metricsRegistry.getMetricsAsJSON()).find((each) => each.name === name);
  const series = (found?.values ?? []) as Array<{ value: number; labels: Record<string, string | number> }>;
  const match = series.find((each) => Object.entries(labels).every(([key, value]) => each.labels[key] === value));
  return match?.value ?? 0;
}

const byType = { type: 'invitation-accepted' };
const byQueue = { ...byType, queue };

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_metrics'), logger });
  broker = await interruptibleBroker();
  bus = new EventBus({
    url: broker.url,
    logger,
    retryDelaysMs,
    pruneIntervalMs: 0,
    metricsCacheMs: 0,
    storeAvailable: () => storeUp,
    storeCheckIntervalMs: 100,
    minBackoffMs: 100,
    maxBackoffMs: 500,
  });
  await bus.subscribe({
    queue,
    type: 'invitation-accepted',
    handler: async (event: EventOf<'invitation-accepted'>) => {
      if (failing.has(event.id)) throw new Error('cannot apply this one');
    },
  });
  bus.start();
  await bus.waitUntilConnected();
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
});

afterAll(() =>
  releaseAll(
    () => bus.close(),
    () => broker.cut(),
    () => deleteSubscriptionQueues(adminChannel, queue, retryDelaysMs),
    () => admin.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('event bus metrics', () => {
  it('when an event is published and handled, then published and consumed count it by type, as /metrics shows', async () => {
    // Arrange
    const [published, consumed] = [await metric('events_published_total', byType), await metric('events_consumed_total', byQueue)];

    // Act
    await bus.publish(createEvent('invitation-accepted', invitationData(), 'kit-test'));

    // Assert
    await eventually(async () => (await metric('events_consumed_total', byQueue)) === consumed + 1);
    expect(await metric('events_published_total', byType)).toBe(published + 1);
    const server = await startHttpServer(createServiceApp({ name: 'kit-metrics', logger, routers: [] }), 0);
    const page = await fetch(`http://127.0.0.1:${server.port}/metrics`).then((response) => response.text());
    await server.close();
    expect(page).toContain(`events_published_total{type="invitation-accepted"} ${published + 1}`);
    expect(page).toContain(`events_consumed_total{type="invitation-accepted",queue="${queue}"} ${consumed + 1}`);
    expect(page).toContain('event_bus_connected 1');
  });

  it('when an event is delivered again after it was handled, then it counts as a duplicate absorbed, not consumed again', async () => {
    // Arrange
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    const consumedBefore = await metric('events_consumed_total', byQueue);
    await bus.publish(event);
    // Handled once (an earlier test's events count too, so "more than 0" could hold before this one is handled).
    await eventually(async () => (await metric('events_consumed_total', byQueue)) === consumedBefore + 1);
    const [consumed, duplicates] = [await metric('events_consumed_total', byQueue), await metric('events_duplicates_total', byQueue)];

    // Act: the same envelope again, as after a relay's lease expired
    await bus.publish(event);

    // Assert
    await eventually(async () => (await metric('events_duplicates_total', byQueue)) === duplicates + 1);
    await sleep(200);
    expect(await metric('events_consumed_total', byQueue)).toBe(consumed);
  });

  it('when a handler keeps failing, then each retry and the dead letter are counted and the DLQ depth shows it', async () => {
    // Arrange
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    failing.add(event.id);
    const [retried, deadLettered] = [await metric('events_retried_total', byQueue), await metric('events_dead_lettered_total', byQueue)];
    const depth = { queue: deadLetterQueueOf(queue) };
    const waiting = await metric('event_bus_dead_letter_messages', depth);

    // Act
    await bus.publish(event);

    // Assert
    await eventually(async () => (await metric('events_dead_lettered_total', byQueue)) === deadLettered + 1);
    expect(await metric('events_retried_total', byQueue)).toBe(retried + retryDelaysMs.length);
    expect(await metric('event_bus_dead_letter_messages', depth)).toBe(waiting + 1);
  });

  it('when the store is unreachable, then the consumers show as paused until it is back', async () => {
    // Act
    storeUp = false;

    // Assert
    await eventually(async () => (await metric('event_bus_consumers_paused')) === 1);
    storeUp = true;
    await eventually(async () => (await metric('event_bus_consumers_paused')) === 0);
  });

  it('when the broker goes away, then the connection shows 0, and 1 again once it is back', async () => {
    // Act
    await broker.cut();

    // Assert
    await eventually(async () => (await metric('event_bus_connected')) === 0);
    await broker.restore();
    await bus.waitUntilConnected(15_000);
    expect(await metric('event_bus_connected')).toBe(1);
  }, 30_000);

  it('when documents wait in an outbox, then the backlog counts them and the oldest event has an age, both 0 once published', async () => {
    // Arrange: a relay whose bus is not connected yet, so the events wait
    const relayBus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, pruneIntervalMs: 0 });
    const relay = new OutboxRelay({ model: Team, bus: relayBus, logger, intervalMs: 100, metricsCacheMs: 0 });
    relay.start();
    const collection = { collection: Team.collection.name };
    await Team.create(
      ['Falcons', 'Eagles', 'Hawks'].map((name) => withEvents({ name }, createEvent('invitation-accepted', invitationData(), 'kit-test'))),
    );

    // Act
    await sleep(1100);

    // Assert
    expect(await metric('outbox_backlog_documents', collection)).toBe(3);
    expect(await metric('outbox_oldest_event_age_seconds', collection)).toBeGreaterThanOrEqual(1);
    relayBus.start();
    await eventually(async () => (await metric('outbox_backlog_documents', collection)) === 0, 15_000);
    expect(await metric('outbox_oldest_event_age_seconds', collection)).toBe(0);
    await relay.stop();
    await relayBus.close();
  }, 30_000);
});
