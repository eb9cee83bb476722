import { EVENTS_EXCHANGE, EventEnvelopeSchema, type EventEnvelope } from '@padel/contracts';
import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import { KeptChannel } from './kept-channel';
import type { AnyBroadcast, HandlerContext } from './subscriptions';

/**
 * The broadcasts' channel: one server-named queue, exclusive and auto-deleted (it lives as long as its channel's
 * consumer and is declared again with a new channel), bound to every broadcast type and consumed without acks.
 */
export class BroadcastConsumer extends KeptChannel<Channel> {
  private queue?: string;
  readonly broadcasts: AnyBroadcast[] = [];

  get isConsuming(): boolean {
    return Boolean(this.channel && this.queue);
  }

  /** The server-named queue of the current channel. */
  get queueName(): string | undefined {
    return this.queue;
  }

  /** Adds a broadcast; binds its type at once when the queue exists (otherwise the next open does). */
  async add(broadcast: AnyBroadcast): Promise<void> {
    this.broadcasts.push(broadcast);
    if (this.channel && this.queue) await this.channel.bindQueue(this.queue, EVENTS_EXCHANGE, broadcast.type);
  }

  protected create(connection: ChannelModel): Promise<Channel> {
    return connection.createChannel();
  }

  protected async setUp(channel: Channel): Promise<void> {
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    await this.bindTypes(channel, queue);
    await channel.consume(
      queue,
      (message) => {
        if (message) void this.deliver(message);
        else if (this.channel === channel) this.reopen(channel);
      },
      { noAck: true, exclusive: true },
    );
    if (this.channel === channel) this.queue = queue;
  }

  protected forget(): void {
    this.queue = undefined;
  }

  /** Binds the types again, in case the exchange was deleted and declared anew. */
  async rebind(): Promise<void> {
    const { channel, queue } = this;
    if (!channel || !queue) return;
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    await this.bindTypes(channel, queue);
  }

  private async bindTypes(channel: Channel, queue: string): Promise<void> {
    for (const type of new Set(this.broadcasts.map((broadcast) => broadcast.type))) await channel.bindQueue(queue, EVENTS_EXCHANGE, type);
  }

  private async deliver(message: ConsumeMessage): Promise<void> {
    const log = this.logger.child({ broadcast: message.fields.routingKey, messageId: message.properties.messageId });
    let event: EventEnvelope;
    try {
      const parsed = EventEnvelopeSchema.safeParse(JSON.parse(message.content.toString('utf8')));
      if (!parsed.success) throw new Error(parsed.error.message);
      event = parsed.data;
    } catch (error) {
      log.warn({ err: error }, 'invalid broadcast event dropped');
      return;
    }
    const eventLog = log.child({ reqId: event.correlationId ?? event.id, eventId: event.id, eventType: event.type });
    for (const broadcast of this.broadcasts) {
      if (broadcast.type !== event.type) continue;
      try {
        // Matched on the type above.
        const handler = broadcast.handler as (event: EventEnvelope, context: Pick<HandlerContext, 'logger'>) => void | Promise<void>;
        await handler(event, { logger: eventLog });
      } catch (error) {
        eventLog.error({ err: error }, 'broadcast handler failed');
      }
    }
  }
}
