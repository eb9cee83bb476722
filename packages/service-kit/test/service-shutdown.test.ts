import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose from 'mongoose';
import { z } from 'zod';
import { connectMongo, createEvent, defineService, disconnectMongo, serviceConfigSchema } from '../src';
import { eventually, invitationData, requiredEnv, sleep, uniqueDbName } from './helpers';
import { getOnKeptConnection as get } from '@padel/tools/testing/processes';
import { releaseAll } from '@padel/tools/testing/release-all';

const dbName = uniqueDbName('padel_kit_shutdown');
const queuePrefix = `kit-shutdown-${randomBytes(4).toString('hex')}`;
const queue = `${queuePrefix}.invitation-accepted`;

/** Releases what the slow route and the slow handler wait for. */
let release: () => void = () => undefined;
let released = Promise.resolve();
const arm = () => {
  released = new Promise<void>((resolve) => (release = resolve));
};
const handling: string[] = [];
const handled: string[] = [];

const service = defineService({
  name: 'kit-shutdown',
  configSchema: serviceConfigSchema({ port: 0, dbName }).extend({ QUEUE_PREFIX: z.string().default(queuePrefix) }),
  events: {
    subscriptions: {
      'invitation-accepted': async (event) => {
        handling.push(event.id);
        await released;
        handled.push(event.id);
      },
    },
  },
  routers: () => {
    const router = new Router();
    router.get('/slow', async (ctx) => {
      await released;
      ctx.body = { done: true };
    });
    return [router];
  },
});

let admin: ChannelModel;
let adminChannel: Channel;

beforeAll(async () => {
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
});

afterEach(async () => {
  release();
  await service.stop();
});

afterAll(() =>
  releaseAll(
    async () => {
      for (const name of [queue, `${queue}.dlq`]) await adminChannel.deleteQueue(name);
    },
    () => admin.close(),
    () => connectMongo({ url: requiredEnv('MONGO_URL'), dbName, logger: service.logger }),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('stopping a service', () => {
  it('when stopped with a request in flight, then new connections are refused and the request is answered with Connection: close', async () => {
    arm();
    const { url } = await service.start({ PORT: 0 });
    const inFlight = get(`${url}/slow`);
    await sleep(100);

    const stopped = service.stop();
    await sleep(100);
    const refused = await fetch(`${url}/health`).then(
      () => false,
      () => true,
    );
    release();

    expect(refused).toBe(true);
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    await stopped;
  });

  it('when stopped while a handler runs, then its consumer is cancelled first, the handler finishes and the event is handled once', async () => {
    arm();
    await service.start({ PORT: 0 });
    await eventually(async () => (await adminChannel.checkQueue(queue)).consumerCount === 1);
    const event = createEvent('invitation-accepted', invitationData(), 'kit-shutdown');
    adminChannel.publish('padel.events', 'invitation-accepted', Buffer.from(JSON.stringify(event)), {
      messageId: event.id,
      persistent: true,
    });
    await eventually(async () => handling.includes(event.id));

    const stopped = service.stop();
    await eventually(async () => (await adminChannel.checkQueue(queue)).consumerCount === 0);
    const handledBeforeCancel = handled.includes(event.id);
    release();
    await stopped;

    expect(handledBeforeCancel).toBe(false);
    expect(handled).toContain(event.id);
    // Started again, the service does not handle it a second time.
    await service.start({ PORT: 0 });
    await eventually(async () => (await adminChannel.checkQueue(queue)).consumerCount === 1);
    await sleep(500);
    expect(handling.filter((id) => id === event.id)).toHaveLength(1);
  });

  it('when a request outlasts its share of SHUTDOWN_TIMEOUT_MS, then it is cut, the cut is logged and the stop keeps within the total', async () => {
    arm();
    const { url } = await service.start({ PORT: 0, SHUTDOWN_TIMEOUT_MS: 2_000 });
    const warnings = jest.spyOn(service.logger, 'warn');
    const inFlight = get(`${url}/slow`).catch((error: Error) => error);
    await sleep(100);

    const startedAt = Date.now();
    await service.stop();
    const tookMs = Date.now() - startedAt;

    expect(tookMs).toBeLessThan(2_000);
    expect(await inFlight).toMatchObject({ code: 'ECONNRESET' });
    expect(warnings).toHaveBeenCalledWith(
      { step: 'finish in-flight requests', budgetMs: 700, left: '1 connections cut' },
      'shutdown: finish in-flight requests cut short after 700 ms',
    );
    warnings.mockRestore();
  });
});
