import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import Router from '@koa/router';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import { releaseAll } from '@padel/tools/testing/release-all';
import { connectMongo, createEvent, defineService, disconnectMongo, mongoReady, serviceConfigSchema, withEvents, withOutbox } from '../src';
import { eventually, invitationData, requiredEnv, uniqueDbName } from './helpers';

const Team = mongoose.model('KitRuntimeTeam', withOutbox(new Schema({ name: { type: String, required: true } })));

const dbName = uniqueDbName('padel_kit_runtime');
const queuePrefix = `kit-runtime-${randomBytes(4).toString('hex')}`;
const queue = `${queuePrefix}.invitation-accepted`;
const handledEventIds: string[] = [];
const prepared: string[] = [];
let failPrepare = false;

const ConfigSchema = serviceConfigSchema({ port: 0, dbName }).extend({ QUEUE_PREFIX: z.string().default(queuePrefix) });

const eventing = defineService({
  name: 'kit-runtime',
  configSchema: ConfigSchema,
  prepare: async ({ config }) => {
    if (failPrepare) throw new Error('prepare failed for the test');
    prepared.push(config.MONGO_DB);
  },
  events: {
    subscriptions: {
      'invitation-accepted': async (event) => {
        handledEventIds.push(event.id);
      },
    },
    outboxModels: [Team],
  },
  routers: () => {
    const router = new Router();
    // A team saved with an event in its outbox, as the teams service does when an invitation is accepted.
    router.post('/teams', async (ctx) => {
      const event = createEvent('invitation-accepted', invitationData(), 'kit-runtime');
      await new Team(withEvents({ name: `team-${randomUUID()}` }, event)).save();
      ctx.status = 201;
      ctx.body = { eventId: event.id };
    });
    return [router];
  },
});

const withoutEvents = defineService({
  name: 'kit-quiet',
  configSchema: serviceConfigSchema({ port: 0, dbName }).omit({ AMQP_URL: true }),
  routers: () => [],
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
async function call(url: string, init?: RequestInit): Promise<{ status: number; body: any }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

/** A local port nothing listens on: a broker that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let admin: ChannelModel;
let adminChannel: Channel;

beforeAll(async () => {
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
});

afterEach(async () => {
  failPrepare = false;
  await releaseAll(
    () => eventing.stop(),
    () => withoutEvents.stop(),
  );
});

afterAll(() =>
  releaseAll(
    () => adminChannel.deleteQueue(queue),
    () => adminChannel.deleteQueue(`${queue}.dlq`),
    () => admin.close(),
    () => connectMongo({ url: requiredEnv('MONGO_URL'), dbName, logger: eventing.logger }),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('defineService', () => {
  it('when started on port 0, then it prepares, serves /health and reports mongo and bus ready', async () => {
    const { port, url } = await eventing.start({ PORT: 0 });

    expect(port).toBeGreaterThan(0);
    expect(prepared).toContain(dbName);
    expect(await call(`${url}/health`)).toEqual({ status: 200, body: { status: 'ok', service: 'kit-runtime' } });
    await eventually(async () => (await call(`${url}/ready`)).status === 200);
    expect(await call(`${url}/ready`)).toEqual({
      status: 200,
      body: { status: 'ready', service: 'kit-runtime', checks: { mongo: true, bus: true, consuming: true } },
    });
  });

  it('when started a second time before stop, then it throws naming the service', async () => {
    await eventing.start({ PORT: 0 });

    await expect(eventing.start({ PORT: 0 })).rejects.toThrow('kit-runtime service already started');
  });

  it('when a route saves an event to an outbox, then the relay notices, publishes it and the subscription handles it', async () => {
    const { url } = await eventing.start({ PORT: 0 });

    const { status, body } = await call(`${url}/teams`, { method: 'POST' });

    expect(status).toBe(201);
    await eventually(async () => handledEventIds.includes(body.eventId));
    // The relay removes the event after the broker's confirm, which can come after the subscription has handled it.
    await eventually(async () => (await Team.countDocuments({ 'outbox.id': body.eventId })) === 0);
  });

  it('when stopped, then the server, the queue consumer and the database are closed, and a new start works', async () => {
    const { url } = await eventing.start({ PORT: 0 });
    await eventually(async () => (await adminChannel.checkQueue(queue)).consumerCount === 1);

    await eventing.stop();

    await expect(fetch(`${url}/health`)).rejects.toThrow();
    expect(mongoReady()).toBe(false);
    expect((await adminChannel.checkQueue(queue)).consumerCount).toBe(0);
    const restarted = await eventing.start({ PORT: 0 });
    expect((await call(`${restarted.url}/health`)).status).toBe(200);
  });

  it('when the broker is down, then the service still starts and /ready answers 503 naming the bus', async () => {
    const { url } = await eventing.start({ PORT: 0, AMQP_URL: `amqp://guest:guest@127.0.0.1:${await closedPort()}` });

    expect((await call(`${url}/health`)).status).toBe(200);
    expect(await call(`${url}/ready`)).toEqual({
      status: 503,
      body: { error: 'Service not ready', details: { mongo: true, bus: false, consuming: false } },
    });
  });

  it('when prepare fails, then start rejects with its error, closes the database, and a later start works', async () => {
    failPrepare = true;
    const failed = eventing.start({ PORT: 0 });
    await expect(failed).rejects.toThrow('prepare failed for the test');
    failPrepare = false;

    expect(mongoReady()).toBe(false);
    const { url } = await eventing.start({ PORT: 0 });
    expect((await call(`${url}/health`)).status).toBe(200);
  });

  it('when the configuration is invalid, then start rejects listing the key and nothing is started', async () => {
    await expect(eventing.start({ PORT: -1 })).rejects.toThrow(/Invalid configuration:\n {2}- PORT: /);

    expect(mongoReady()).toBe(false);
    await expect(eventing.start({ PORT: 0 })).resolves.toMatchObject({ url: expect.any(String) });
  });

  it('when a service declares no events, then it needs no broker and /ready reports mongo only', async () => {
    const { url } = await withoutEvents.start({ PORT: 0 });

    expect(await call(`${url}/ready`)).toEqual({ status: 200, body: { status: 'ready', service: 'kit-quiet', checks: { mongo: true } } });
  });
});
