// A queue of the test's own on the shared broker (or the broker at `url`), bound to one event type: what a consumer would
// receive.
import { randomBytes } from 'node:crypto';
import { EVENTS_EXCHANGE, type EventEnvelope } from '@padel/contracts';
import amqp, { type ChannelModel } from 'amqplib';

export interface EventTap {
  /** Every envelope received, in order (repeats included). */
  heard: EventEnvelope[];
  close(): Promise<void>;
}

export async function tapEvents(type: string, url = process.env.AMQP_URL as string): Promise<EventTap> {
  const connection: ChannelModel = await amqp.connect(url);
  const channel = await connection.createChannel();
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue(`test-tap-${type}-${randomBytes(4).toString('hex')}`, { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, EVENTS_EXCHANGE, type);
  const heard: EventEnvelope[] = [];
  await channel.consume(
    queue,
    (message) => {
      if (message) heard.push(JSON.parse(message.content.toString('utf8')) as EventEnvelope);
    },
    { noAck: true },
  );
  return { heard, close: () => connection.close() };
}
