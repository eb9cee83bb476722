import { EVENTS_DLX, EVENTS_EXCHANGE, type EventEnvelope } from '@padel/contracts';
import type { ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import { confirmedPublish } from './confirmed-publish';
import { KeptChannel, type KeptChannelOptions } from './kept-channel';

export class UnroutableEventError extends Error {
  constructor(
    readonly eventId: string,
    readonly type: string,
  ) {
    super(`Event ${eventId} (${type}) was returned: no queue is bound for it`);
    this.name = 'UnroutableEventError';
  }
}

/**
 * The confirm channel events are published on (mandatory, so an event no queue takes is returned and rejected).
 * Rebuilt when the broker closes it, e.g. after a publish to an exchange that was deleted; `onRestored` then lets
 * the consumers bind their queues again.
 */
export class PublishChannel extends KeptChannel<ConfirmChannel> {
  private readonly returned = new Set<string>();

  constructor(
    options: Omit<KeptChannelOptions, 'name'>,
    private readonly onRestored: () => void,
  ) {
    super({ ...options, name: 'publish' });
  }

  publish(event: EventEnvelope, deadlineMs: number): Promise<void> {
    const channel = this.channel;
    if (!channel) return Promise.reject(new Error('Event bus not connected'));
    return confirmedPublish({
      channel,
      exchange: EVENTS_EXCHANGE,
      routingKey: event.type,
      content: Buffer.from(JSON.stringify(event)),
      options: {
        persistent: true,
        mandatory: true,
        messageId: event.id,
        type: event.type,
        contentType: 'application/json',
        timestamp: Date.now(),
        appId: event.source,
        ...(event.correlationId ? { correlationId: event.correlationId } : {}),
      },
      deadlineMs,
      // A mandatory message nobody could take is returned before its confirm.
      afterConfirm: () => (this.returned.delete(event.id) ? new UnroutableEventError(event.id, event.type) : undefined),
    });
  }

  protected create(connection: ChannelModel): Promise<ConfirmChannel> {
    return connection.createConfirmChannel();
  }

  protected async setUp(channel: ConfirmChannel): Promise<void> {
    channel.on('return', (message: ConsumeMessage) => {
      const eventId = message.properties.messageId as string | undefined;
      this.logger.warn({ eventId, type: message.properties.type }, 'event returned as unroutable');
      if (eventId) this.returned.add(eventId);
    });
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    await channel.assertExchange(EVENTS_DLX, 'topic', { durable: true });
  }

  protected forget(): void {}

  protected override restored(): void {
    this.onRestored();
  }
}
