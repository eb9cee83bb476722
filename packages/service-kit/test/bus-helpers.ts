import net from 'node:net';
import type { Channel } from 'amqplib';
import mongoose from 'mongoose';
import { DEFAULT_RETRY_DELAYS_MS, deadLetterQueueOf, retryQueueOf, type EventBus } from '../src';
import { freePort } from './helpers';

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
