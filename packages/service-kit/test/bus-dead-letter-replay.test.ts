import { randomBytes } from 'node:crypto';
import { EVENTS_EXCHANGE } from '@padel/contracts';
import { inspectDeadLetter, listDeadLetters, replayDeadLettered } from '@padel/tools/events/dead-letter-commands';
import { releaseAll } from '@padel/tools/testing/release-all';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose from 'mongoose';
import { connectMongo, createEvent, disconnectMongo, EventBus } from '../src';
import { deleteSubscriptionQueues } from './bus-helpers';
import { eventually, invitationData, recordingLogger, requiredEnv, sleep, uniqueDbName } from './helpers';

const { logger } = recordingLogger();
const queue = `kit-replay-${randomBytes(4).toString('hex')}.invitation-accepted`;
const retryDelaysMs = [200, 400];

/** The handler's bug: it rejects teams whose id it does not know yet; the fix teaches it one. */
const knownTeams = new Set<string>();
const applied: string[] = [];

let bus: EventBus;
let admin: ChannelModel;
let adminChannel: Channel;

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_replay'), logger });
  bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, retryDelaysMs });
  await bus.subscribe({
    queue,
    type: 'invitation-accepted',
    handler: async (event) => {
      if (!knownTeams.has(event.data.teamId)) throw new Error(`unknown team ${event.data.teamId}`);
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

describe('dead-lettered events and their replay', () => {
  it('when a message is not a valid event, then it is dead-lettered at once with the validation error as its reason', async () => {
    // Arrange
    const invalid = { ...createEvent('invitation-accepted', invitationData(), 'kit-test'), data: { teamId: 42 } };

    // Act
    adminChannel.publish(EVENTS_EXCHANGE, 'invitation-accepted', Buffer.from(JSON.stringify(invalid)), {
      persistent: true,
      messageId: invalid.id,
    });

    // Assert
    const [letter] = await eventually(async () => {
      const letters = await inspectDeadLetter(admin, invalid.id, queue);
      return letters.length > 0 && letters;
    });
    expect(letter).toMatchObject({ eventId: invalid.id, type: 'invitation-accepted', queue, reason: 'invalid-event', attempts: 1 });
    expect(letter!.error).toContain('teamId');
    expect(letter!.firstFailureAt).toEqual(letter!.lastFailureAt);
  });

  it('when a poison event is fixed and replayed, then it is applied once and leaves the dead-letter queue', async () => {
    // Arrange: the handler cannot apply it, so it is dead-lettered after its retries.
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    await bus.publish(event);
    const [letter] = await eventually(async () => {
      const letters = await inspectDeadLetter(admin, event.id, queue);
      return letters.length > 0 && letters;
    }, 15_000);
    expect(letter).toMatchObject({ reason: 'retries-exhausted', attempts: 3, error: `unknown team ${event.data.teamId}` });
    knownTeams.add(event.data.teamId); // the fix

    // Act
    const replayed = await replayDeadLettered(admin, { eventId: event.id, queue });
    const again = await replayDeadLettered(admin, { eventId: event.id, queue });

    // Assert
    expect(replayed.map((each) => each.eventId)).toEqual([event.id]);
    expect(again).toEqual([]);
    await eventually(async () => applied.includes(event.id), 10_000);
    await sleep(500);
    expect(applied.filter((id) => id === event.id)).toHaveLength(1);
    expect((await listDeadLetters(admin, queue)).map((each) => each.eventId)).not.toContain(event.id);
  }, 30_000);

  it('when the same event is replayed after it was applied, then the consumer acknowledges the repeat without applying it again', async () => {
    // Arrange: applied once already, and a copy of it sits in the dead-letter queue.
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    knownTeams.add(event.data.teamId);
    await bus.publish(event);
    await eventually(async () => applied.includes(event.id));
    adminChannel.sendToQueue(`${queue}.dlq`, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId: event.id,
      type: event.type,
    });

    // Act
    const replayed = await replayDeadLettered(admin, { all: true, queue });

    // Assert
    expect(replayed.map((each) => each.eventId)).toContain(event.id);
    await eventually(async () => (await adminChannel.checkQueue(queue)).messageCount === 0);
    await sleep(500);
    expect(applied.filter((id) => id === event.id)).toHaveLength(1);
  });
});
