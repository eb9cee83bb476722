import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startRabbitmq } from '@padel/tools/engines/rabbitmq';
import { isPortOpen, type RunningProcess } from '@padel/tools/engines/processes';
import type { Channel } from 'amqplib';
import mongoose from 'mongoose';
import { DEFAULT_RETRY_DELAYS_MS, deadLetterQueueOf, retryQueueOf, type EventBus } from '../src';
import { eventually, freePort } from './helpers';

/** Deletes a subscription's work, retry and dead-letter queues (test clean-up). */
export async function deleteSubscriptionQueues(channel: Channel, queue: string, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS): Promise<void> {
  for (const name of [queue, deadLetterQueueOf(queue), ...retryDelaysMs.map((delay) => retryQueueOf(queue, delay))]) {
    await channel.deleteQueue(name);
  }
}

/** A handler's effect, written to the store: one document per event, counting its applications. */
export const effects = () => mongoose.connection.collection<{ _id: string; applied: number }>('effects');

/** Subscribes `queue` to invitation-accepted with a handler that counts each application in `effects()`. */
export function subscribeCountingEffects(bus: EventBus, queue: string): Promise<void> {
  return bus.subscribe({
    queue,
    type: 'invitation-accepted',
    handler: async (event) => {
      await effects().updateOne({ _id: event.id }, { $inc: { applied: 1 } }, { upsert: true });
    },
  });
}

/** Takes every message of `queue` off the broker. */
export async function drain(channel: Channel, queue: string): Promise<Array<{ content: string; headers: Record<string, unknown> }>> {
  const messages = [];
  for (let message = await channel.get(queue, { noAck: true }); message; message = await channel.get(queue, { noAck: true })) {
    messages.push({ content: message.content.toString(), headers: (message.properties.headers ?? {}) as Record<string, unknown> });
  }
  return messages;
}

/**
 * A TCP proxy to the broker that can stop forwarding while keeping the connections open (a broker that hangs:
 * no confirm, no answer), then forward again.
 */
export async function stallableProxy(target: URL): Promise<{ url: string; stall(): void; resume(): void; close(): Promise<void> }> {
  const port = await freePort();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    if (stalled) for (const socket of pair) socket.pause();
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const each = (action: (socket: net.Socket) => void) => pairs.forEach((pair) => pair.forEach(action));
  return {
    url: `amqp://${target.username}:${target.password}@127.0.0.1:${port}`,
    stall() {
      stalled = true;
      each((socket) => {
        socket.unpipe();
        socket.pause();
      });
    },
    resume() {
      stalled = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.resume();
      }
    },
    async close() {
      each((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A RabbitMQ node of the test file's own (never the shared test broker), which the test may kill and restart. */
export async function privateRabbitmq(): Promise<{
  url: string;
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-bus-rabbitmq-'));
  const port = await freePort();
  const distPort = await freePort();
  const nodeName = `padel-bus-${path.basename(dataDir).slice(-6)}@localhost`;
  let running: RunningProcess | undefined;
  const start = async () => {
    running = await startRabbitmq({ port, distPort, dataDir, nodeName });
  };
  await start();
  return {
    url: `amqp://guest:guest@127.0.0.1:${port}`,
    start,
    /** Ends the broker the way a crash does (SIGKILL to its whole process group) and waits until its port is closed. */
    async kill() {
      if (running?.child.pid) process.kill(-running.child.pid, 'SIGKILL');
      running = undefined;
      await eventually(async () => !(await isPortOpen(port)), 20_000, 100);
    },
    async stop() {
      await running?.stop();
      running = undefined;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
