import { randomBytes } from 'node:crypto';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose from 'mongoose';
import { z } from 'zod';
import { releaseAll } from '@padel/tools/testing/release-all';
import { connectMongo, createEvent, defineService, disconnectMongo, EventBus, serviceConfigSchema } from '../src';
import { deleteSubscriptionQueues } from './bus-helpers';
import { eventually, invitationData, recordingLogger, requiredEnv, uniqueDbName } from './helpers';

const dbName = uniqueDbName('padel_kit_channels');
const queuePrefix = `kit-channels-${randomBytes(4).toString('hex')}`;
const queue = `${queuePrefix}.invitation-accepted`;
const handled: string[] = [];
const { logger } = recordingLogger();

const service = defineService({
  name: 'kit-channels',
  configSchema: serviceConfigSchema({ port: 0, dbName }).extend({ QUEUE_PREFIX: z.string().default(queuePrefix) }),
  events: {
    subscriptions: {
      'invitation-accepted': async (event) => {
        handled.push(event.id);
      },
    },
  },
  routers: () => [],
});

let url: string;
let publisher: EventBus;
let admin: ChannelModel;
let adminChannel: Channel;

/** Every `/ready` answer until `until` holds, polled back to back. */
async function readinessUntil(until: (checks: Record<string, boolean>, status: number) => boolean, timeoutMs = 15_000) {
  const seen: Array<{ status: number; checks: Record<string, boolean> }> = [];
  await eventually(
    async () => {
      const response = await fetch(`${url}/ready`);
      const body = (await response.json()) as { checks?: Record<string, boolean>; details?: Record<string, boolean> };
      const checks = body.checks ?? body.details ?? {};
      seen.push({ status: response.status, checks });
      return until(checks, response.status);
    },
    timeoutMs,
    20,
  );
  return seen;
}

beforeAll(async () => {
  ({ url } = await service.start({ PORT: 0 }));
  publisher = new EventBus({ url: requiredEnv('AMQP_URL'), logger, connection: mongoose.connection, pruneIntervalMs: 0 });
  publisher.start();
  await publisher.waitUntilConnected();
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
  await readinessUntil((_checks, status) => status === 200);
});

afterAll(() =>
  releaseAll(
    () => publisher.close(),
    () => service.stop(),
    () => deleteSubscriptionQueues(adminChannel, queue),
    () => admin.close(),
    () => connectMongo({ url: requiredEnv('MONGO_URL'), dbName, logger }),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('a consumer whose channel the broker closes while the connection stays up', () => {
  it('when its queue is deleted, then /ready reports consuming false meanwhile, and the queue is declared again and consumed', async () => {
    // Act: the broker cancels the consumer (basic.cancel); the connection is untouched.
    await adminChannel.deleteQueue(queue);

    // Assert
    const meanwhile = await readinessUntil((checks) => checks.consuming === false);
    expect(meanwhile.at(-1)).toEqual({ status: 503, checks: { mongo: true, bus: true, consuming: false } });
    await readinessUntil((checks, status) => status === 200 && checks.consuming === true);
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
    await publisher.publish(event);
    await eventually(async () => handled.includes(event.id));
  });

  it('when the consumer channel is closed by the broker for a protocol error, then it is rebuilt and consuming resumes', async () => {
    // Arrange: a bus of its own, whose consumer channel the test can reach.
    const ownQueue = `${queuePrefix}-own.invitation-accepted`;
    const seen: string[] = [];
    const bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, connection: mongoose.connection, pruneIntervalMs: 0 });
    await bus.subscribe({ queue: ownQueue, type: 'invitation-accepted', handler: async (event) => void seen.push(event.id) });
    bus.start();
    try {
      await eventually(async () => bus.isConsuming());
      const [consumer] = (bus as unknown as { consumers: Array<{ channel: Channel }> }).consumers;

      // Act: an ack of a delivery tag the broker never sent: it closes the channel with PRECONDITION_FAILED, as it
      // does when a delivery-acknowledgement timeout expires. The connection stays up.
      consumer!.channel.ack({ fields: { deliveryTag: 999_999 } } as never);

      // Assert
      await eventually(async () => !bus.isConsuming(), 5_000, 10);
      expect(bus.isConnected()).toBe(true);
      await eventually(async () => bus.isConsuming(), 10_000);
      const event = createEvent('invitation-accepted', invitationData(), 'kit-test');
      await publisher.publish(event);
      await eventually(async () => seen.includes(event.id));
    } finally {
      await bus.close();
      await deleteSubscriptionQueues(adminChannel, ownQueue);
    }
  });
});
