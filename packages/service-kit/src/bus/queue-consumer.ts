import { randomUUID } from 'node:crypto';
import { EVENTS_DLX, EVENTS_EXCHANGE, EventEnvelopeSchema, type EventEnvelope } from '@padel/contracts';
import type { ChannelModel, ConfirmChannel, ConsumeMessage, Options } from 'amqplib';
import type { mongo } from 'mongoose';
import type { Logger } from 'pino';
import { isDuplicateKeyError } from '../mongo-concurrency';
import { withCorrelationId } from '../request-context';
import { isStoreUnreachable } from '../store-guard';
import { countOutcome } from './bus-metrics';
import { confirmedPublish } from './confirmed-publish';
import { deadLetterQueueOf, FAILURE_HEADERS, failuresOf, requeueKeyOf, retryQueueOf, withFailure, type DeadLetterReason } from './failures';
import { KeptChannel, type KeptChannelOptions } from './kept-channel';
import type { AnySubscription, HandlerContext } from './subscriptions';

export interface ProcessedEvent {
  _id: string;
  queue: string;
  eventId: string;
  type: string;
  processedAt: Date;
}

/** What a consumer needs from its bus. */
export interface ConsumerHost {
  processed(): mongo.Collection<ProcessedEvent>;
  /** Consuming is paused (the store is unreachable): deliveries go back to the queue uncounted. */
  isPaused(): boolean;
  storeAvailable(): boolean;
  /** Called when a handler met an unreachable store: the bus pauses every consumer. */
  pauseForStore(): Promise<void>;
  /** Deliveries being handled, by `<queue>:<event id>` (one at a time per key; awaited on close). */
  inFlight: Map<string, Promise<void>>;
  retryDelaysMs: readonly number[];
  prefetch: number;
  publishDeadlineMs: number;
}

const DAY_MS = 86_400_000;

/** Copy header: tells which of our own publishes the broker returned as unroutable. */
const COPY_HEADER = 'x-padel-copy';

/**
 * One subscription's channel: declares the queue with its retry and dead-letter queues, consumes with manual acks,
 * and decides each delivery's fate: handled once (processed-event records absorb duplicates), back to the queue
 * uncounted while the store is unreachable, a delayed retry after a failure, or the dead-letter queue with the reason
 * when the event is invalid or the retries are spent. Rebuilt when the broker closes the channel or cancels the
 * consumer.
 */
export class QueueConsumer extends KeptChannel<ConfirmChannel> {
  private consumerTag?: string;
  private readonly returned = new Set<string>();

  constructor(
    readonly subscription: AnySubscription,
    private readonly host: ConsumerHost,
    options: Omit<KeptChannelOptions, 'name'>,
  ) {
    super({ ...options, name: subscription.queue });
  }

  /** Whether the broker is delivering this queue's messages to us now. */
  get isConsuming(): boolean {
    return Boolean(this.channel && this.consumerTag);
  }

  protected create(connection: ChannelModel): Promise<ConfirmChannel> {
    return connection.createConfirmChannel();
  }

  protected async setUp(channel: ConfirmChannel): Promise<void> {
    channel.on('return', (message: ConsumeMessage) => {
      const copy = message.properties.headers?.[COPY_HEADER];
      if (typeof copy === 'string') this.returned.add(copy);
    });
    await channel.prefetch(this.host.prefetch);
    await this.declare(channel);
    if (!this.host.isPaused()) await this.resume();
  }

  protected forget(): void {
    this.consumerTag = undefined;
  }

  /** Binds the queue again, in case the exchange was deleted and declared anew. */
  async rebind(): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    await channel.bindQueue(this.subscription.queue, EVENTS_EXCHANGE, this.subscription.type);
  }

  /** Stops the broker's deliveries (unacked ones stay with us until settled). */
  async pause(): Promise<void> {
    const { channel, consumerTag } = this;
    if (!channel || !consumerTag) return;
    this.consumerTag = undefined;
    await channel.cancel(consumerTag).catch(() => undefined);
  }

  async resume(): Promise<void> {
    const channel = this.channel;
    if (!channel || this.consumerTag) return;
    const { consumerTag } = await channel.consume(this.subscription.queue, (message) => {
      if (message) void this.deliver(channel, message);
      else this.onCancelled(channel);
    });
    if (this.channel !== channel) return;
    this.consumerTag = consumerTag;
    if (this.host.isPaused()) await this.pause();
  }

  private async declare(channel: ConfirmChannel): Promise<void> {
    const { queue, type } = this.subscription;
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    await channel.assertExchange(EVENTS_DLX, 'topic', { durable: true });
    const deadLetterQueue = deadLetterQueueOf(queue);
    await channel.assertQueue(deadLetterQueue, { durable: true });
    await channel.bindQueue(deadLetterQueue, EVENTS_DLX, queue);
    // A message rejected without our headers (older consumers, a nack when publishing the copy failed) still lands there.
    await channel.assertQueue(queue, {
      durable: true,
      arguments: { 'x-dead-letter-exchange': EVENTS_DLX, 'x-dead-letter-routing-key': queue },
    });
    await channel.bindQueue(queue, EVENTS_EXCHANGE, type);
    await channel.bindQueue(queue, EVENTS_DLX, requeueKeyOf(queue));
    for (const delayMs of this.host.retryDelaysMs) await this.declareRetryQueue(channel, delayMs);
  }

  /**
   * A retry queue has no consumers: its messages expire after `delayMs` back into the work queue (through the
   * dead-letter exchange: writing to the default exchange would let a service's user reach any queue). Unused for a
   * day (no message can wait that long), the broker deletes it; it is declared again before each use.
   */
  private async declareRetryQueue(channel: ConfirmChannel, delayMs: number): Promise<string> {
    const { queue } = this.subscription;
    const retryQueue = retryQueueOf(queue, delayMs);
    await channel.assertQueue(retryQueue, {
      durable: true,
      arguments: {
        'x-message-ttl': delayMs,
        'x-dead-letter-exchange': EVENTS_DLX,
        'x-dead-letter-routing-key': requeueKeyOf(queue),
        'x-expires': Math.max(DAY_MS, 10 * delayMs),
      },
    });
    await channel.bindQueue(retryQueue, EVENTS_DLX, retryQueue);
    return retryQueue;
  }

  /** The broker cancelled the consumer (queue deleted, …): a new channel declares it again and consumes. */
  private onCancelled(channel: ConfirmChannel): void {
    if (this.channel !== channel) return;
    this.logger.warn({ queue: this.subscription.queue }, 'consumer cancelled by the broker; rebuilding its channel');
    this.consumerTag = undefined;
    this.reopen(channel);
  }

  private async deliver(channel: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    const { queue, type } = this.subscription;
    const log = this.logger.child({ queue, messageId: message.properties.messageId });
    let event: EventEnvelope;
    try {
      const parsed = EventEnvelopeSchema.safeParse(JSON.parse(message.content.toString('utf8')));
      if (!parsed.success || parsed.data.type !== type)
        throw new Error(parsed.success ? `unexpected type ${parsed.data.type}` : parsed.error.message);
      event = parsed.data;
    } catch (error) {
      log.error({ err: error }, 'invalid event dead-lettered');
      await this.deadLetter(channel, message, 'invalid-event', error, log);
      return;
    }
    const correlationId = correlationIdOf(event);
    if (this.host.isPaused()) {
      // Delivered just before the pause took effect.
      this.settle(log, () => channel.nack(message, false, true));
      return;
    }
    const key = `${queue}:${event.id}`;
    // Deliveries of one event id within this process run one after the other.
    const previous = this.host.inFlight.get(key) ?? Promise.resolve();
    // The handler's log lines carry the request's id as `reqId`, like the request's own, and so do the events it publishes.
    const eventLog = log.child({ reqId: correlationId, eventId: event.id, eventType: type });
    const current = previous.then(() => withCorrelationId(correlationId, () => this.process(channel, message, event, key, eventLog)));
    this.host.inFlight.set(key, current);
    await current;
    if (this.host.inFlight.get(key) === current) this.host.inFlight.delete(key);
  }

  private async process(channel: ConfirmChannel, message: ConsumeMessage, event: EventEnvelope, key: string, log: Logger): Promise<void> {
    const processed = this.host.processed();
    try {
      if (await processed.findOne({ _id: key }, { projection: { _id: 1 } })) {
        log.info('duplicate event acknowledged without handling');
        this.settle(log, () => channel.ack(message));
        countOutcome('duplicate', event.type, this.subscription.queue);
        return;
      }
      log.info({ attempt: failuresOf(message.properties.headers).attempts + 1 }, 'handling event');
      // The envelope was checked to be of the subscription's type in deliver().
      const handler = this.subscription.handler as (event: EventEnvelope, context: HandlerContext) => Promise<void>;
      await handler(event, { logger: log, redelivered: message.fields.redelivered });
      await processed
        .insertOne({ _id: key, queue: this.subscription.queue, eventId: event.id, type: event.type, processedAt: new Date() })
        .catch((error: unknown) => {
          if (!isDuplicateKeyError(error)) throw error;
        });
      this.settle(log, () => channel.ack(message));
      countOutcome('consumed', event.type, this.subscription.queue);
      log.info('event handled');
    } catch (error) {
      if (isStoreUnreachable(error) || !this.host.storeAvailable()) {
        // Not the event's fault: it waits in its queue, uncounted, until the store is back.
        log.warn({ err: error }, 'store unreachable: event requeued and consuming paused');
        await this.host.pauseForStore();
        this.settle(log, () => channel.nack(message, false, true));
        return;
      }
      await this.retryLater(channel, message, error, log);
    }
  }

  /** A copy with one more failure goes to the retry queue of its attempt, or to the dead-letter queue after the last. */
  private async retryLater(channel: ConfirmChannel, message: ConsumeMessage, error: unknown, log: Logger): Promise<void> {
    const { queue } = this.subscription;
    const delays = this.host.retryDelaysMs;
    const attempts = failuresOf(message.properties.headers).attempts + 1;
    if (attempts > delays.length) {
      log.error({ err: error, attempts }, 'event handler failed after its last retry; dead-lettered');
      await this.deadLetter(channel, message, 'retries-exhausted', error, log);
      return;
    }
    const delayMs = delays[attempts - 1]!;
    log.warn({ err: error, attempts, retryInMs: delayMs }, 'event handler failed; retrying later');
    const retryQueue = await this.declareRetryQueue(channel, delayMs).catch(() => retryQueueOf(queue, delayMs));
    if (
      await this.forward(
        channel,
        message,
        { queue: retryQueue, routingKey: retryQueue },
        withFailure(message.properties.headers, queue, error),
        log,
      )
    )
      countOutcome('retried', this.subscription.type, queue);
  }

  private async deadLetter(
    channel: ConfirmChannel,
    message: ConsumeMessage,
    reason: DeadLetterReason,
    error: unknown,
    log: Logger,
  ): Promise<void> {
    const { queue } = this.subscription;
    const headers = { ...withFailure(message.properties.headers, queue, error), [FAILURE_HEADERS.reason]: reason };
    // The dead-letter queue is bound by the work queue's name, as the broker dead-letters under it.
    if (await this.forward(channel, message, { queue: deadLetterQueueOf(queue), routingKey: queue }, headers, log))
      countOutcome('dead-lettered', this.subscription.type, queue);
  }

  /**
   * Publishes a copy of `message` with `headers` to `target` through the dead-letter exchange and acks the original
   * after the broker's confirm; returns whether it moved. When that fails, the original is rejected: back to the queue
   * while the channel lives (or redelivered after it is rebuilt); an invalid event is dead-lettered by the broker
   * instead, without our headers. (Not the default exchange: a service's broker user may only write its own routing
   * keys on the dead-letter exchange, where the default exchange would reach every queue; decision 132.)
   */
  private async forward(
    channel: ConfirmChannel,
    message: ConsumeMessage,
    target: { queue: string; routingKey: string },
    headers: Record<string, unknown>,
    log: Logger,
  ): Promise<boolean> {
    const copy = randomUUID();
    try {
      await confirmedPublish({
        channel,
        exchange: EVENTS_DLX,
        routingKey: target.routingKey,
        content: message.content,
        options: { ...publishPropertiesOf(message), headers: { ...headers, [COPY_HEADER]: copy }, persistent: true, mandatory: true },
        deadlineMs: this.host.publishDeadlineMs,
        afterConfirm: () => (this.returned.delete(copy) ? new Error(`queue ${target.queue} does not exist`) : undefined),
      });
      this.settle(log, () => channel.ack(message));
      return true;
    } catch (error) {
      log.warn({ err: error, target: target.queue }, 'could not move the event; it is rejected to be delivered again');
      // Declares the retry and dead-letter queues again, in case they were deleted.
      await this.declare(channel).catch(() => undefined);
      const invalid = headers[FAILURE_HEADERS.reason] === 'invalid-event';
      this.settle(log, () => channel.nack(message, false, !invalid));
      return false;
    }
  }

  /** Acks or nacks; on a channel that closed meanwhile the broker redelivers the message instead. */
  private settle(log: Logger, action: () => void): void {
    try {
      action();
    } catch (error) {
      log.warn({ err: error }, 'could not settle the message: channel closed');
    }
  }
}

/** The properties to keep on a copy of a consumed message. */
function publishPropertiesOf({ properties }: ConsumeMessage): Options.Publish {
  const { contentType, contentEncoding, correlationId, messageId, timestamp, type, appId, priority } = properties as Options.Publish;
  const kept = { contentType, contentEncoding, correlationId, messageId, timestamp, type, appId, priority };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/** The id that ties an event to the request that led to it: its correlation id, or its own id when it has none. */
const correlationIdOf = (event: EventEnvelope): string => event.correlationId ?? event.id;
