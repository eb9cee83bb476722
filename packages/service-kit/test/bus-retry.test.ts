import { randomBytes } from 'node:crypto';
import { EVENTS_EXCHANGE, type EventOf } from '@padel/contracts';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { connectMongo, createEvent, deadLetterQueueOf, disconnectMongo, EventBus, FAILURE_HEADERS } from '../src';
import { deleteSubscriptionQueues, drain } from './bus-helpers';
import { eventually, invitationData, recordingLogger, requiredEnv, sleep, uniqueDbName } from './helpers';

const { logger } = recordingLogger();
const queue = `kit-retry-${randomBytes(4).toString('hex')}.invitation-accepted`;
const retryDelaysMs = [400, 1200, 2500];

/** Per event id: when each attempt started, and how many attempts fail before one succeeds (Infinity: all fail). */
const attempts = new Map<string, number[]>();
const failuresBeforeSuccess = new Map<string, number>();
const applied: string[] = [];
const seenRedelivered: string[] = [];

let bus: EventBus;
let admin: ChannelModel;
let adminChannel: Channel;

const attemptsOf = (id: string) => attempts.get(id) ?? [];

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_retry'), logger });
  bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, retryDelaysMs });
  await bus.subscribe({
    queue,
    type: 'invitation-accepted',
    handler: async (event: EventOf<'invitation-accepted'>, { redelivered }) => {
      if (redelivered) seenRedelivered.push(event.id);
      const started = [...attemptsOf(event.id), Date.now()];
      attempts.set(event.id, started);
      if (started.length <= (failuresBeforeSuccess.get(event.id) ?? 0)) throw new Error(`dependency down (attempt ${started.length})`);
      applied.push(event.id);
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
    () => deleteSubscriptionQueues(adminChannel, queue, retryDelaysMs),
    () => admin.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('EventBus retrying a failing handler', () => {
  it('when the handler fails 3 times and then succeeds, then the event is applied once, never dead-lettered, after growing delays', async () => {
    // Arrange
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    failuresBeforeSuccess.set(event.id, 3);

    // Act
    await bus.publish(event);

    // Assert
    await eventually(async () => applied.includes(event.id), 20_000);
    const started = attemptsOf(event.id);
    expect(started).toHaveLength(4);
    const gaps = started.slice(1).map((at, index) => at - started[index]!);
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(retryDelaysMs[index]! - 50));
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
    expect(gaps[2]).toBeGreaterThan(gaps[1]!);
    await sleep(500);
    expect(applied.filter((id) => id === event.id)).toHaveLength(1);
    expect(await drain(adminChannel, deadLetterQueueOf(queue))).toEqual([]);
  }, 30_000);

  it('when the handler keeps failing, then after the last retry the event is dead-lettered with the error, the attempts and the failure times', async () => {
    // Arrange
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    failuresBeforeSuccess.set(event.id, Infinity);

    // Act
    await bus.publish(event);

    // Assert
    const letters = await eventually(async () => {
      const found = await drain(adminChannel, deadLetterQueueOf(queue));
      return found.length > 0 && found;
    }, 20_000);
    expect(letters).toHaveLength(1);
    expect(JSON.parse(letters[0]!.content)).toMatchObject({ id: event.id });
    const headers = letters[0]!.headers;
    expect(headers).toMatchObject({
      [FAILURE_HEADERS.reason]: 'retries-exhausted',
      [FAILURE_HEADERS.attempts]: retryDelaysMs.length + 1,
      [FAILURE_HEADERS.error]: `dependency down (attempt ${retryDelaysMs.length + 1})`,
      [FAILURE_HEADERS.queue]: queue,
    });
    const first = Date.parse(headers[FAILURE_HEADERS.firstFailureAt] as string);
    const last = Date.parse(headers[FAILURE_HEADERS.lastFailureAt] as string);
    expect(last - first).toBeGreaterThanOrEqual(retryDelaysMs.reduce((sum, delay) => sum + delay, 0) - 100);
    expect(attemptsOf(event.id)).toHaveLength(retryDelaysMs.length + 1);
    expect(applied).not.toContain(event.id);
  }, 30_000);

  it('when a message is redelivered by the broker (not a failure), then it is handled without counting an attempt', async () => {
    // Arrange: a delivery the broker marks redelivered, as after a broker restart.
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    const grabbed = await admin.createChannel();
    await grabbed.assertQueue(queue, {
      durable: true,
      arguments: { 'x-dead-letter-exchange': 'padel.events.dlx', 'x-dead-letter-routing-key': queue },
    });
    await bus.close();
    grabbed.publish(EVENTS_EXCHANGE, event.type, Buffer.from(JSON.stringify(event)), { persistent: true, messageId: event.id });
    await eventually(async () => (await grabbed.get(queue)) || undefined);

    // Act: the message goes back unacknowledged, and the bus connects again.
    await grabbed.close();
    bus.start();

    // Assert
    await eventually(async () => applied.includes(event.id), 10_000);
    expect(seenRedelivered).toContain(event.id);
    expect(attemptsOf(event.id)).toHaveLength(1);
    expect(await drain(adminChannel, deadLetterQueueOf(queue))).toEqual([]);
  });
});
