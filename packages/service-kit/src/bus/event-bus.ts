import { EVENTS_DLX, EVENTS_EXCHANGE, EventEnvelopeSchema, type EventEnvelope, type EventOf, type EventType } from '@padel/contracts';
import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { isDuplicateKeyError } from '../mongo-concurrency';

export interface HandlerContext {
  logger: Logger;
  /** true when the broker says this message was delivered before. */
  redelivered: boolean;
}

export interface Subscription<T extends EventType> {
  /** `<service>.<event-type>`; a durable queue bound to the event type, with `<queue>.dlq` for rejects. */
  queue: string;
  type: T;
  /** Does the work; must be idempotent in its own writes (the processed-events record is written after it). */
  handler: (event: EventOf<T>, context: HandlerContext) => Promise<void>;
}

/** A subscription for any one event type. */
export type AnySubscription = { [T in EventType]: Subscription<T> }[EventType];

/**
 * Every running instance receives every event of `type` (live notifications), unlike a `Subscription`, whose durable
 * queue hands each event to one instance. Not acknowledged, not retried, not dead-lettered: an event missed while
 * disconnected is gone, so the handler must only notify (a reader that missed some catches up from the database).
 */
export interface Broadcast<T extends EventType> {
  type: T;
  handler: (event: EventOf<T>, context: Pick<HandlerContext, 'logger'>) => void | Promise<void>;
}

/** A broadcast for any one event type. */
export type AnyBroadcast = { [T in EventType]: Broadcast<T> }[EventType];

export interface EventBusOptions {
  url: string;
  logger: Logger;
  /** Connection holding the `processed_events` collection (default: the mongoose default connection). */
  connection?: Connection;
  prefetch?: number;
  /** Reconnect backoff bounds in ms. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a processed-event record guards against redelivery (default 30 days); older ones are pruned. */
  processedRetentionMs?: number;
  /** How often the pruning runs while the bus is started (default hourly; 0 turns it off). */
  pruneIntervalMs?: number;
}

const DAY_MS = 86_400_000;

export class UnroutableEventError extends Error {
  constructor(
    readonly eventId: string,
    readonly type: string,
  ) {
    super(`Event ${eventId} (${type}) was returned: no queue is bound for it`);
    this.name = 'UnroutableEventError';
  }
}

interface ProcessedEvent {
  _id: string;
  queue: string;
  eventId: string;
  type: string;
  processedAt: Date;
}

const PROCESSED_EVENTS = 'processed_events';

/**
 * RabbitMQ client for `padel.events`: publishes on a confirm channel and consumes with manual acks,
 * dead-lettering and idempotency by event id. Reconnects with backoff and re-declares its topology.
 */
export class EventBus {
  private connection?: ChannelModel;
  private publishChannel?: ConfirmChannel;
  private consumeChannel?: Channel;
  private readonly subscriptions: Array<AnySubscription> = [];
  private readonly broadcasts: Array<AnyBroadcast> = [];
  /** The connection's exclusive broadcast queue (server-named; gone with the connection). */
  private broadcastQueue?: string;
  private readonly connectedListeners: Array<() => void> = [];
  private readonly returned = new Set<string>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private reconnectTimer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private attempts = 0;
  private closed = false;
  private connecting?: Promise<void>;

  constructor(private readonly options: EventBusOptions) {}

  private get logger(): Logger {
    return this.options.logger;
  }

  /** Starts connecting in the background; never throws (a broker that is down only delays events). */
  start(): void {
    this.closed = false;
    void this.connect();
    this.schedulePruning();
  }

  /**
   * Deletes processed-event records older than the retention (FerretDB has no TTL index). A message is acked
   * right after its record is written, so only a redelivery older than the retention could be handled twice.
   */
  async pruneProcessedEvents(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - (this.options.processedRetentionMs ?? 30 * DAY_MS));
    const { deletedCount } = await this.processed().deleteMany({ processedAt: { $lt: cutoff } });
    if (deletedCount > 0) this.logger.info({ deleted: deletedCount, before: cutoff.toISOString() }, 'processed-event records pruned');
    return deletedCount;
  }

  private schedulePruning(): void {
    const interval = this.options.pruneIntervalMs ?? 3_600_000;
    clearInterval(this.pruneTimer);
    if (interval <= 0) return;
    void this.processed()
      .createIndex({ processedAt: 1 })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'processed-event index not created'));
    this.pruneTimer = setInterval(() => {
      this.pruneProcessedEvents().catch((error: unknown) => this.logger.warn({ err: error }, 'processed-event pruning failed'));
    }, interval);
    this.pruneTimer.unref();
  }

  isConnected(): boolean {
    return Boolean(this.publishChannel && this.consumeChannel);
  }

  /** Called after every (re)connection, once the topology is declared. */
  onConnected(listener: () => void): void {
    this.connectedListeners.push(listener);
  }

  /** Resolves once connected, or rejects after `timeoutMs`. */
  async waitUntilConnected(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isConnected()) {
      if (Date.now() > deadline) throw new Error('Event bus not connected');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async subscribe<T extends EventType>(subscription: Subscription<T>): Promise<void> {
    const registered = subscription as unknown as AnySubscription;
    this.subscriptions.push(registered);
    if (this.consumeChannel) await this.consume(this.consumeChannel, registered);
  }

  /** Hands every event of the broadcast's type to its handler in this instance (see `Broadcast`). */
  async broadcast<T extends EventType>(broadcast: Broadcast<T>): Promise<void> {
    const registered = broadcast as unknown as AnyBroadcast;
    this.broadcasts.push(registered);
    const channel = this.consumeChannel;
    if (!channel) return;
    if (this.broadcastQueue) await channel.bindQueue(this.broadcastQueue, EVENTS_EXCHANGE, registered.type);
    else this.broadcastQueue = await this.consumeBroadcasts(channel);
  }

  /** Publishes one envelope and resolves after the broker's confirm. */
  async publish(event: EventEnvelope): Promise<void> {
    const channel = this.publishChannel;
    if (!channel) throw new Error('Event bus not connected');
    const content = Buffer.from(JSON.stringify(event));
    let written = true;
    const confirmed = new Promise<void>((resolve, reject) => {
      written = channel.publish(
        EVENTS_EXCHANGE,
        event.type,
        content,
        {
          persistent: true,
          mandatory: true,
          messageId: event.id,
          type: event.type,
          contentType: 'application/json',
          timestamp: Date.now(),
          appId: event.source,
        },
        (error: unknown) => {
          if (error) return reject(error instanceof Error ? error : new Error(String(error)));
          // A mandatory message nobody could take is returned before its confirm.
          if (this.returned.delete(event.id)) return reject(new UnroutableEventError(event.id, event.type));
          resolve();
        },
      );
    });
    // Respect back-pressure: when the write buffer is full, wait for 'drain' as well as for the confirm.
    const drained = written ? Promise.resolve() : new Promise<void>((resolve) => channel.once('drain', () => resolve()));
    await Promise.all([confirmed, drained]);
    this.logger.debug({ eventId: event.id, type: event.type }, 'event published and confirmed');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pruneTimer);
    await this.connecting?.catch(() => undefined);
    await Promise.allSettled([...this.inFlight.values()]);
    const connection = this.connection;
    this.connection = undefined;
    this.publishChannel = undefined;
    this.consumeChannel = undefined;
    this.broadcastQueue = undefined;
    if (connection) await connection.close().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.doConnect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async doConnect(): Promise<void> {
    if (this.closed) return;
    let connection: ChannelModel | undefined;
    try {
      connection = await amqp.connect(this.options.url, { timeout: 5000 });
      connection.on('error', (error: Error) => this.logger.warn({ err: error }, 'amqp connection error'));
      connection.on('close', () => this.onConnectionLost(connection as ChannelModel));

      const publishChannel = await connection.createConfirmChannel();
      publishChannel.on('error', (error: Error) => this.logger.warn({ err: error }, 'amqp publish channel error'));
      publishChannel.on('return', (message: ConsumeMessage) => {
        const eventId = message.properties.messageId as string | undefined;
        this.logger.warn({ eventId, type: message.properties.type }, 'event returned as unroutable');
        if (eventId) this.returned.add(eventId);
      });
      await publishChannel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
      await publishChannel.assertExchange(EVENTS_DLX, 'topic', { durable: true });

      const consumeChannel = await connection.createChannel();
      consumeChannel.on('error', (error: Error) => this.logger.warn({ err: error }, 'amqp consume channel error'));
      await consumeChannel.prefetch(this.options.prefetch ?? 10);
      for (const subscription of this.subscriptions) await this.consume(consumeChannel, subscription);
      const broadcastQueue = this.broadcasts.length > 0 ? await this.consumeBroadcasts(consumeChannel) : undefined;

      if (this.closed) {
        await connection.close().catch(() => undefined);
        return;
      }
      this.connection = connection;
      this.publishChannel = publishChannel;
      this.consumeChannel = consumeChannel;
      this.broadcastQueue = broadcastQueue;
      this.attempts = 0;
      this.logger.info({ queues: this.subscriptions.map((s) => s.queue), broadcastQueue }, 'event bus connected');
      for (const listener of this.connectedListeners) listener();
    } catch (error) {
      this.logger.warn({ err: error }, 'event bus connection failed');
      if (connection) await connection.close().catch(() => undefined);
      this.scheduleReconnect();
    }
  }

  private onConnectionLost(connection: ChannelModel): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    this.publishChannel = undefined;
    this.consumeChannel = undefined;
    this.broadcastQueue = undefined;
    if (this.closed) return;
    this.logger.warn('event bus connection lost');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const min = this.options.minBackoffMs ?? 500;
    const max = this.options.maxBackoffMs ?? 15_000;
    const delay = Math.min(max, min * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
    this.attempts += 1;
    this.logger.info({ delayMs: Math.round(delay), attempt: this.attempts }, 'event bus reconnecting');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    this.reconnectTimer.unref();
  }

  private async consume(channel: Channel, subscription: AnySubscription): Promise<void> {
    const { queue, type } = subscription;
    const deadLetterQueue = `${queue}.dlq`;
    await channel.assertQueue(deadLetterQueue, { durable: true });
    await channel.bindQueue(deadLetterQueue, EVENTS_DLX, queue);
    await channel.assertQueue(queue, {
      durable: true,
      arguments: { 'x-dead-letter-exchange': EVENTS_DLX, 'x-dead-letter-routing-key': queue },
    });
    await channel.bindQueue(queue, EVENTS_EXCHANGE, type);
    await channel.consume(queue, (message) => {
      if (!message) return; // consumer cancelled by the broker; the reconnect re-subscribes
      void this.handle(channel, subscription, message);
    });
  }

  /**
   * One server-named queue for this connection, exclusive and auto-deleted (it lives as long as the connection and is
   * declared again on reconnect), bound to every broadcast type and consumed without acknowledgements.
   */
  private async consumeBroadcasts(channel: Channel): Promise<string> {
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    for (const type of new Set(this.broadcasts.map((broadcast) => broadcast.type))) await channel.bindQueue(queue, EVENTS_EXCHANGE, type);
    await channel.consume(
      queue,
      (message) => {
        if (message) void this.deliverBroadcast(message);
      },
      { noAck: true, exclusive: true },
    );
    return queue;
  }

  private async deliverBroadcast(message: ConsumeMessage): Promise<void> {
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
    for (const broadcast of this.broadcasts) {
      if (broadcast.type !== event.type) continue;
      try {
        // Matched on the type above.
        const handler = broadcast.handler as (event: EventEnvelope, context: Pick<HandlerContext, 'logger'>) => void | Promise<void>;
        await handler(event, { logger: log });
      } catch (error) {
        log.error({ err: error, eventId: event.id }, 'broadcast handler failed');
      }
    }
  }

  private processed() {
    return (this.options.connection ?? mongoose.connection).collection<ProcessedEvent>(PROCESSED_EVENTS);
  }

  private async handle(channel: Channel, subscription: AnySubscription, message: ConsumeMessage): Promise<void> {
    const { queue, type } = subscription;
    const log = this.logger.child({ queue, messageId: message.properties.messageId });
    let event: EventEnvelope;
    try {
      const parsed = EventEnvelopeSchema.safeParse(JSON.parse(message.content.toString('utf8')));
      if (!parsed.success || parsed.data.type !== type)
        throw new Error(parsed.success ? `unexpected type ${parsed.data.type}` : parsed.error.message);
      event = parsed.data;
    } catch (error) {
      log.error({ err: error }, 'invalid event dead-lettered');
      channel.nack(message, false, false);
      return;
    }

    const key = `${queue}:${event.id}`;
    // Deliveries of one event id within this process run one after the other.
    const previous = this.inFlight.get(key) ?? Promise.resolve();
    const current = previous.then(() => this.process(channel, subscription, message, event, key, log.child({ eventId: event.id, type })));
    this.inFlight.set(key, current);
    await current;
    if (this.inFlight.get(key) === current) this.inFlight.delete(key);
  }

  private async process(
    channel: Channel,
    subscription: AnySubscription,
    message: ConsumeMessage,
    event: EventEnvelope,
    key: string,
    log: Logger,
  ): Promise<void> {
    try {
      if (await this.processed().findOne({ _id: key }, { projection: { _id: 1 } })) {
        log.info('duplicate event acknowledged without handling');
        channel.ack(message);
        return;
      }
      log.info('handling event');
      // The envelope was checked to be of the subscription's type in handle().
      const handler = subscription.handler as (event: EventEnvelope, context: HandlerContext) => Promise<void>;
      await handler(event, { logger: log, redelivered: message.fields.redelivered });
      await this.processed()
        .insertOne({ _id: key, queue: subscription.queue, eventId: event.id, type: event.type, processedAt: new Date() })
        .catch((error: unknown) => {
          if (!isDuplicateKeyError(error)) throw error;
        });
      channel.ack(message);
      log.info('event handled');
    } catch (error) {
      const requeue = !message.fields.redelivered;
      log.error({ err: error, requeue }, requeue ? 'event handler failed, requeued once' : 'event handler failed again, dead-lettered');
      try {
        channel.nack(message, false, requeue);
      } catch (nackError) {
        // The channel closed meanwhile: the broker redelivers the unacked message after reconnecting.
        log.warn({ err: nackError }, 'could not nack: channel closed');
      }
    }
  }
}
