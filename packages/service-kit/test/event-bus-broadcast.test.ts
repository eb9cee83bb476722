import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import { EVENTS_EXCHANGE, type EventOf } from '@padel/contracts';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose from 'mongoose';
import { z } from 'zod';
import { releaseAll } from '@padel/tools/testing/release-all';
import { createEvent, defineService, EventBus, serviceConfigSchema } from '../src';
import { eventually, interruptibleBroker, requiredEnv, sleep, uniqueDbName, recordingLogger } from './helpers';

/** Log lines of the buses, to observe an invalid broadcast being dropped. */
const { logger, lines: logLines } = recordingLogger();

type DrawChanged = EventOf<'draw-changed'>;

const drawChanged = (): DrawChanged =>
  createEvent('draw-changed', { tournamentId: `tour-${randomBytes(4).toString('hex')}`, change: 'made' }, 'kit-test');

/** A bus that only broadcasts (no processed-event records, so no database) and the events its handler saw. */
function broadcastingBus(url = requiredEnv('AMQP_URL')): { bus: EventBus; seen: DrawChanged[] } {
  const seen: DrawChanged[] = [];
  const bus = new EventBus({ url, logger, pruneIntervalMs: 0, minBackoffMs: 200, maxBackoffMs: 500 });
  void bus.broadcast({ type: 'draw-changed', handler: (event) => void seen.push(event) });
  return { bus, seen };
}

const sawEvent = (seen: DrawChanged[], event: DrawChanged) => async () => seen.some((received) => received.id === event.id);

let publisher: EventBus;
let admin: ChannelModel;
let adminChannel: Channel;

beforeAll(async () => {
  publisher = new EventBus({ url: requiredEnv('AMQP_URL'), logger, pruneIntervalMs: 0 });
  publisher.start();
  await publisher.waitUntilConnected();
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
});

afterAll(() =>
  releaseAll(
    () => publisher.close(),
    () => admin.close(),
  ),
);

describe('EventBus broadcasts', () => {
  it('when an event is published, then every bus broadcasting its type receives it once', async () => {
    const first = broadcastingBus();
    const second = broadcastingBus();
    first.bus.start();
    second.bus.start();
    try {
      await Promise.all([first.bus.waitUntilConnected(), second.bus.waitUntilConnected()]);
      const event = drawChanged();

      await publisher.publish(event);

      await eventually(sawEvent(first.seen, event));
      await eventually(sawEvent(second.seen, event));
      await sleep(200);
      expect(first.seen.filter((received) => received.id === event.id)).toEqual([JSON.parse(JSON.stringify(event))]);
      expect(second.seen.filter((received) => received.id === event.id)).toHaveLength(1);
    } finally {
      await first.bus.close();
      await second.bus.close();
    }
  });

  it('when a broadcast is added after the bus connected, then it receives events of its type from then on', async () => {
    const bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, pruneIntervalMs: 0 });
    bus.start();
    try {
      await bus.waitUntilConnected();
      const seen: DrawChanged[] = [];
      await bus.broadcast({ type: 'draw-changed', handler: (event) => void seen.push(event) });
      const event = drawChanged();

      await publisher.publish(event);

      await eventually(sawEvent(seen, event));
    } finally {
      await bus.close();
    }
  });

  it('when a message is not a valid envelope, then it is logged and dropped, and later events still arrive', async () => {
    const { bus, seen } = broadcastingBus();
    bus.start();
    try {
      await bus.waitUntilConnected();
      const marker = randomBytes(4).toString('hex');

      adminChannel.publish(EVENTS_EXCHANGE, 'draw-changed', Buffer.from(`{not json ${marker}`));
      const event = drawChanged();
      await publisher.publish(event);

      await eventually(sawEvent(seen, event));
      expect(seen).toHaveLength(1);
      expect(logLines.some((line) => line.msg === 'invalid broadcast event dropped' && line.broadcast === 'draw-changed')).toBe(true);
    } finally {
      await bus.close();
    }
  });

  it('when the handler throws, then the error is logged and the next event is still handled', async () => {
    const bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, pruneIntervalMs: 0 });
    const handled: string[] = [];
    await bus.broadcast({
      type: 'draw-changed',
      handler: (event) => {
        handled.push(event.id);
        if (handled.length === 1) throw new Error('handler failure for the test');
      },
    });
    bus.start();
    try {
      await bus.waitUntilConnected();
      const failing = drawChanged();
      const next = drawChanged();

      await publisher.publish(failing);
      await publisher.publish(next);

      await eventually(async () => handled.includes(next.id));
      expect(logLines.some((line) => line.msg === 'broadcast handler failed' && line.eventId === failing.id)).toBe(true);
    } finally {
      await bus.close();
    }
  });

  it('when the broker connection drops and comes back, then a new broadcast queue is declared and events arrive again', async () => {
    const broker = await interruptibleBroker();
    const { bus, seen } = broadcastingBus(broker.url);
    bus.start();
    try {
      await broker.interrupt(bus);
      const event = drawChanged();
      await publisher.publish(event);

      await eventually(sawEvent(seen, event));
    } finally {
      await bus.close();
      await broker.cut();
    }
  });

  it('when the bus closes, then its broadcast queue is gone from the broker (exclusive, auto-deleted)', async () => {
    const { bus } = broadcastingBus();
    bus.start();
    await bus.waitUntilConnected();
    const queues = logLines.filter((line) => line.msg === 'event bus connected').map((line) => line.broadcastQueue as string);
    const queue = queues[queues.length - 1]!;
    expect(queue).toMatch(/^amq\.gen-/);

    await bus.close();

    const probeChannel = await admin.createChannel();
    probeChannel.on('error', () => undefined);
    await expect(probeChannel.checkQueue(queue)).rejects.toThrow(/NOT_FOUND/);
  });
});

describe('defineService broadcasts', () => {
  const dbName = uniqueDbName('padel_kit_broadcast');
  const received: string[] = [];
  let streamsEnded = 0;
  const service = defineService({
    name: 'kit-broadcast',
    configSchema: serviceConfigSchema({ port: 0, dbName }).extend({
      QUEUE_PREFIX: z.string().default(`kit-broadcast-${randomBytes(4).toString('hex')}`),
    }),
    events: { broadcasts: { 'draw-changed': (event) => void received.push(event.id) } },
    routers: () => [new Router()],
    beforeStop: () => {
      streamsEnded += 1;
    },
  });

  afterAll(async () => {
    await service.stop();
  });

  it('when a service declares broadcasts, then its instance receives the published events, and stop runs beforeStop', async () => {
    const { url } = await service.start({ PORT: 0 });
    await eventually(async () => (await fetch(`${url}/ready`)).status === 200);
    const event = drawChanged();

    await publisher.publish(event);

    await eventually(async () => received.includes(event.id));
    await mongoose.connection.dropDatabase();
    await service.stop();
    expect(streamsEnded).toBe(1);
  });
});
