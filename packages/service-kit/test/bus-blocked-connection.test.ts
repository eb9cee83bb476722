// Issue 13: "a blocked connection (connection.on('blocked')) does not stall the outbox relay or shutdown forever". A
// broker of this file's own (a container of padel/rabbitmq where Docker runs, else a process) whose memory alarm is
// raised for real: a high watermark of almost nothing makes RabbitMQ block every connection that publishes. Then the
// same broker frozen (docker pause, SIGSTOP): a confirm that never comes.
import { faultRabbitmq, type FaultRabbitmq } from '@padel/tools/engines/fault-engines';
import { releaseAll } from '@padel/tools/testing/release-all';
import amqp, { type ChannelModel } from 'amqplib';
import mongoose, { Schema } from 'mongoose';
import {
  BrokerBlockedError,
  connectMongo,
  createEvent,
  disconnectMongo,
  EventBus,
  OutboxRelay,
  PublishTimeoutError,
  withEvents,
  withOutbox,
} from '../src';
import { eventually, invitationData, recordingLogger, requiredEnv, uniqueDbName } from './helpers';

const { logger, lines } = recordingLogger();
const Team = mongoose.model('KitBlockedTeam', withOutbox(new Schema({ name: { type: String, required: true } })));
const deadlineMs = 1000;

let broker: FaultRabbitmq;
let bus: EventBus;
let observer: ChannelModel;
/** Ids of the events that reached the broker's queue, read by a connection that only consumes (never blocked). */
const received: string[] = [];

const raiseMemoryAlarm = () => broker.rabbitmqctl(['set_vm_memory_high_watermark', '0.0000001']);
const clearMemoryAlarm = () => broker.rabbitmqctl(['set_vm_memory_high_watermark', '0.4']);
const blockedLines = () => lines.filter((line) => line.msg === 'broker blocks publishing');

async function connectedBus(): Promise<EventBus> {
  const connected = new EventBus({ url: broker.url, logger, publishDeadlineMs: deadlineMs, closeDeadlineMs: 1000, pruneIntervalMs: 0 });
  connected.start();
  await connected.waitUntilConnected();
  return connected;
}

/** The publish's outcome and how long it took. */
async function timedPublish(on: EventBus): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  const error = await on.publish(createEvent('invitation-accepted', invitationData(), 'kit-test')).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { error, ms: Date.now() - started };
}

beforeAll(async () => {
  broker = await faultRabbitmq();
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_blocked'), logger });
  bus = await connectedBus();
  observer = await amqp.connect(broker.url);
  const channel = await observer.createChannel();
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, 'padel.events', 'invitation-accepted');
  await channel.consume(queue, (message) => void (message && received.push(String(message.properties.messageId))), { noAck: true });
}, 120_000);

afterAll(() =>
  releaseAll(
    () => bus.close(),
    () => observer.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
    () => broker.stop(),
  ),
);

afterEach(() => clearMemoryAlarm());

describe('publishing while the broker blocks publishers (memory alarm)', () => {
  it('when the memory alarm blocks the connection, then publish fails within its deadline, a relay pass ends, and once the alarm clears every event is published', async () => {
    // Arrange
    const relay = new OutboxRelay({ model: Team, bus, logger, intervalMs: 3_600_000, maxBackoffMs: 1000 });
    const teams = await Team.insertMany(
      [1, 2, 3].map((n) => withEvents({ name: `team ${n}` }, createEvent('invitation-accepted', invitationData(), 'kit-test'))),
    );
    const eventIds = teams.map((team) => (team.get('outbox') as Array<{ id: string }>)[0]!.id);

    // Act: the first publish meets the alarm (no confirm comes, the broker says "blocked"); later ones fail at once.
    await raiseMemoryAlarm();
    const first = await timedPublish(bus);
    await eventually(async () => blockedLines().length > 0, 10_000);
    const second = await timedPublish(bus);
    const passStarted = Date.now();
    relay.start();
    await relay.idle();
    const passMs = Date.now() - passStarted;
    const leftInOutbox = await Team.countDocuments({ 'outbox.0': { $exists: true } });

    // Assert
    try {
      expect(first.error).toBeInstanceOf(first.error instanceof BrokerBlockedError ? BrokerBlockedError : PublishTimeoutError);
      expect(first.ms).toBeLessThan(deadlineMs + 500);
      expect(second.error).toBeInstanceOf(BrokerBlockedError);
      expect(second.ms).toBeLessThan(100);
      expect(passMs).toBeLessThan(3 * deadlineMs + 2000);
      expect(leftInOutbox).toBe(3);
      await clearMemoryAlarm();
      await eventually(
        async () => {
          relay.notify();
          return (await Team.countDocuments({ 'outbox.0': { $exists: true } })) === 0;
        },
        20_000,
        300,
      );
      await eventually(async () => eventIds.every((id) => received.includes(id)), 10_000);
      expect(lines.some((line) => line.msg === 'broker publishing unblocked')).toBe(true);
    } finally {
      await relay.stop();
    }
  }, 60_000);

  it('when the connection is blocked, then closing the bus still ends within its deadlines', async () => {
    // Arrange
    const doomed = await connectedBus();
    await raiseMemoryAlarm();
    await timedPublish(doomed);
    const started = Date.now();

    // Act
    await doomed.close();

    // Assert
    expect(Date.now() - started).toBeLessThan(4000);
  }, 30_000);
});

describe('publishing while the broker is frozen', () => {
  it('when every process of the broker stops (connections open, nothing answers), then publish fails within its deadline, and publishing works again once it thaws', async () => {
    // Arrange
    await timedPublish(bus);

    // Act
    await broker.pause();
    const frozen = await timedPublish(bus).finally(() => broker.resume());

    // Assert
    expect(frozen.error).toBeInstanceOf(PublishTimeoutError);
    expect(frozen.ms).toBeLessThan(deadlineMs + 500);
    await eventually(async () => (await timedPublish(bus)).error === undefined, 20_000, 200);
  }, 60_000);
});
