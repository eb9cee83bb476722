import type { EventEnvelope, EventType } from '@padel/contracts';
import amqp, { type ChannelModel } from 'amqplib';
import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { TtlCache } from '../ttl-cache';
import { BroadcastConsumer } from './broadcast-consumer';
import { addGaugeSource, countPublished, withinMs, type BusGauges } from './bus-metrics';
import { existingQueues } from './dead-letters';
import { DEFAULT_PUBLISH_DEADLINE_MS } from './confirmed-publish';
import { deadLetterQueueOf, DEFAULT_RETRY_DELAYS_MS } from './failures';
import { PublishChannel } from './publish-channel';
import { QueueConsumer, type ConsumerHost, type ProcessedEvent } from './queue-consumer';
import type { AnyBroadcast, AnySubscription, Broadcast, Subscription } from './subscriptions';

export * from './subscriptions';
export { UnroutableEventError } from './publish-channel';
export { PublishTimeoutError } from './confirmed-publish';

export interface EventBusOptions {
  url: string;
  logger: Logger;
  /** Connection holding the `processed_events` collection (default: the mongoose default connection). */
  connection?: Connection;
  prefetch?: number;
  /** Reconnect (and channel rebuild) backoff bounds in ms. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a processed-event record guards against redelivery (default 30 days); older ones are pruned. */
  processedRetentionMs?: number;
  /** How often the pruning runs while the bus is started (default hourly; 0 turns it off). */
  pruneIntervalMs?: number;
  /** Delay before each retry of a failing handler (default 1, 5, 15, 30 and 60 s); then the event is dead-lettered. */
  retryDelaysMs?: readonly number[];
  /** Whether the store the handlers need is reachable (default: `connection` is open); consuming pauses while not. */
  storeAvailable?: () => boolean;
  /** How often the store is checked to pause or resume consuming (default 1 s). */
  storeCheckIntervalMs?: number;
  /** How long a publish waits for the broker's confirm (default 5 s). */
  publishDeadlineMs?: number;
  /** How long close() waits for in-flight handlers, then for the broker (default 10 s each). */
  closeDeadlineMs?: number;
  /** AMQP heartbeat unless the URL sets one (default 15 s): a silent broker is noticed within about twice that. */
  heartbeatSeconds?: number;
  /** How long a scrape reuses the dead-letter queues' depths (default 5 s; 0 asks the broker every time). */
  metricsCacheMs?: number;
}

const DAY_MS = 86_400_000;
const PROCESSED_EVENTS = 'processed_events';

export class BrokerBlockedError extends Error {
  constructor(readonly reason: string) {
    super(`The broker blocks publishing: ${reason}`);
    this.name = 'BrokerBlockedError';
  }
}

/** Resolves with `promise`, or with undefined after `ms`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);

/**
 * RabbitMQ client for `padel.events`: publishes on a confirm channel with a deadline and consumes with manual acks,
 * delayed retries, dead-lettering with the reason and idempotency by event id (decision 122). Reconnects with
 * backoff, rebuilds a channel the broker closes, and pauses consuming while the store is unreachable.
 */
export class EventBus {
  private connection?: ChannelModel;
  private readonly publisher: PublishChannel;
  private readonly consumers: QueueConsumer[] = [];
  private readonly broadcasts: BroadcastConsumer;
  private readonly connectedListeners: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly host: ConsumerHost;
  private reconnectTimer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private storeTimer?: NodeJS.Timeout;
  private attempts = 0;
  private closed = false;
  private connecting?: Promise<void>;
  private blockedReason?: string;
  private pausedSince?: number;
  /** Set by stopConsuming(): no consumer starts again (store back, channel rebuilt) until the next start(). */
  private consumingStopped = false;
  private removeGaugeSource?: () => void;
  private readonly deadLetterDepths: TtlCache<Array<{ queue: string; messages: number }>>;

  constructor(private readonly options: EventBusOptions) {
    const channelOptions = { logger: options.logger, backoffMs: (attempt: number) => this.backoffMs(attempt) };
    this.publisher = new PublishChannel(channelOptions, () => void this.rebindAll());
    this.broadcasts = new BroadcastConsumer({ ...channelOptions, name: 'broadcasts' });
    this.host = {
      processed: () => this.processed(),
      isPaused: () => this.pausedSince !== undefined || this.consumingStopped,
      storeAvailable: () => this.storeAvailable(),
      pauseForStore: () => this.pauseConsuming(),
      inFlight: this.inFlight,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      prefetch: options.prefetch ?? 10,
      publishDeadlineMs: options.publishDeadlineMs ?? DEFAULT_PUBLISH_DEADLINE_MS,
    };
    this.deadLetterDepths = new TtlCache({ ttlMs: options.metricsCacheMs ?? 5000, maxEntries: 1 });
  }

  private get logger(): Logger {
    return this.options.logger;
  }

  /** Starts connecting in the background; never throws (a broker that is down only delays events). */
  start(): void {
    this.closed = false;
    this.consumingStopped = false;
    void this.connect();
    this.schedulePruning();
    this.watchStore();
    this.removeGaugeSource?.();
    this.removeGaugeSource = addGaugeSource({ collect: (gauges) => this.collectGauges(gauges) });
  }

  /** Connection state, pause and the depth of every subscription's dead-letter queue (asked within 2 s, cached). */
  private async collectGauges(gauges: BusGauges): Promise<void> {
    gauges.connected.set(this.isConnected() ? 1 : 0);
    gauges.paused.set(this.isPaused() ? 1 : 0);
    const connection = this.connection;
    if (!connection) return;
    const deadLetterQueues = this.consumers.map((consumer) => deadLetterQueueOf(consumer.subscription.queue));
    const depths = await withinMs(
      this.deadLetterDepths.getOrLoad('all', () => existingQueues(connection, deadLetterQueues)),
      2000,
      [],
    );
    for (const { queue, messages } of depths) gauges.deadLetters.set({ queue }, messages);
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

  /** Connected with a channel to publish on. */
  isConnected(): boolean {
    return Boolean(this.connection && this.publisher.isOpen);
  }

  /** Every subscription's consumer and the broadcasts' are receiving (false while paused for the store). */
  isConsuming(): boolean {
    if (!this.connection) return false;
    const broadcasting = this.broadcasts.broadcasts.length === 0 || this.broadcasts.isConsuming;
    return broadcasting && this.consumers.every((consumer) => consumer.isConsuming);
  }

  /** Whether consuming is paused because the store is unreachable. */
  isPaused(): boolean {
    return this.pausedSince !== undefined;
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
    const consumer = new QueueConsumer(subscription as unknown as AnySubscription, this.host, {
      logger: this.logger,
      backoffMs: (attempt) => this.backoffMs(attempt),
    });
    this.consumers.push(consumer);
    if (this.connection) await consumer.open(this.connection);
  }

  /** Hands every event of the broadcast's type to its handler in this instance (see `Broadcast`). */
  async broadcast<T extends EventType>(broadcast: Broadcast<T>): Promise<void> {
    await this.broadcasts.add(broadcast as unknown as AnyBroadcast);
    if (this.connection && !this.broadcasts.isOpen) await this.broadcasts.open(this.connection);
  }

  /**
   * Publishes one envelope and resolves after the broker's confirm. Rejects when not connected, at once while the
   * broker blocks publishing (`BrokerBlockedError`), and after the deadline when no confirm comes (`PublishTimeoutError`).
   */
  async publish(event: EventEnvelope): Promise<void> {
    if (this.blockedReason !== undefined) throw new BrokerBlockedError(this.blockedReason);
    await this.publisher.publish(event, this.host.publishDeadlineMs);
    countPublished(event.type);
    this.logger.debug({ reqId: event.correlationId, eventId: event.id, eventType: event.type }, 'event published and confirmed');
  }

  /**
   * A graceful stop's first step: cancels every subscription's consumer for good, so the broker hands the queues'
   * messages to the other replicas; deliveries received meanwhile go back to the queue. Publishing goes on.
   */
  async stopConsuming(): Promise<void> {
    this.consumingStopped = true;
    clearInterval(this.storeTimer);
    await Promise.all(this.consumers.map((consumer) => consumer.pause()));
  }

  /** Resolves once no delivery is being handled (after stopConsuming(), none starts). */
  async handlersSettled(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /**
   * Cancels the consumers first, lets in-flight handlers finish, then closes the connection; each step has its
   * deadline, so a broker that stopped answering cannot hold the shutdown.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.removeGaugeSource?.();
    this.removeGaugeSource = undefined;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pruneTimer);
    clearInterval(this.storeTimer);
    const deadlineMs = this.options.closeDeadlineMs ?? 10_000;
    await within(this.connecting?.catch(() => undefined) ?? Promise.resolve(), deadlineMs);
    await within(Promise.all(this.consumers.map((consumer) => consumer.pause())), deadlineMs);
    await within(Promise.allSettled([...this.inFlight.values()]), deadlineMs);
    const connection = this.connection;
    this.forgetConnection();
    if (!connection) return;
    const closed = await within(
      connection.close().then(
        () => true,
        () => true,
      ),
      deadlineMs,
    );
    if (!closed) {
      this.logger.warn('broker did not answer the close; dropping the connection');
      // With an error, so that amqplib also stops its heartbeat timers.
      const { stream } = (connection as unknown as { connection: { stream: { destroy(error: Error): void } } }).connection;
      stream.destroy(new Error('the broker did not answer the close'));
    }
  }

  private processed() {
    return (this.options.connection ?? mongoose.connection).collection<ProcessedEvent>(PROCESSED_EVENTS);
  }

  private storeAvailable(): boolean {
    if (this.options.storeAvailable) return this.options.storeAvailable();
    return (this.options.connection ?? mongoose.connection).readyState === mongoose.ConnectionStates.connected;
  }

  private storeCheckIntervalMs(): number {
    return this.options.storeCheckIntervalMs ?? 1000;
  }

  /** Pauses consuming while the store is unreachable, and resumes once it has looked reachable for two checks. */
  private watchStore(): void {
    clearInterval(this.storeTimer);
    this.storeTimer = setInterval(() => {
      const available = this.storeAvailable();
      if (!available) void this.pauseConsuming();
      else if (this.pausedSince !== undefined && Date.now() - this.pausedSince >= 2 * this.storeCheckIntervalMs())
        void this.resumeConsuming();
    }, this.storeCheckIntervalMs());
    this.storeTimer.unref();
  }

  private async pauseConsuming(): Promise<void> {
    const first = this.pausedSince === undefined;
    this.pausedSince = Date.now();
    if (first) this.logger.warn('store unreachable: consuming paused');
    await Promise.all(this.consumers.map((consumer) => consumer.pause()));
  }

  private async resumeConsuming(): Promise<void> {
    this.pausedSince = undefined;
    this.logger.info('store reachable again: consuming resumed');
    for (const consumer of this.consumers) {
      await consumer
        .resume()
        .catch((error: unknown) => this.logger.warn({ err: error, queue: consumer.subscription.queue }, 'consumer not resumed'));
    }
  }

  private async rebindAll(): Promise<void> {
    for (const consumer of [...this.consumers, this.broadcasts]) {
      await consumer.rebind().catch((error: unknown) => this.logger.warn({ err: error }, 'queue binding not restored'));
    }
  }

  private backoffMs(attempt: number): number {
    const min = this.options.minBackoffMs ?? 500;
    const max = this.options.maxBackoffMs ?? 15_000;
    return Math.min(max, min * 2 ** attempt) * (0.75 + Math.random() * 0.5);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.doConnect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private urlWithHeartbeat(): string {
    const url = new URL(this.options.url);
    if (!url.searchParams.has('heartbeat')) url.searchParams.set('heartbeat', String(this.options.heartbeatSeconds ?? 15));
    return url.toString();
  }

  private async doConnect(): Promise<void> {
    if (this.closed) return;
    let connection: ChannelModel | undefined;
    try {
      connection = await amqp.connect(this.urlWithHeartbeat(), { timeout: 5000 });
      const opened = connection;
      opened.on('error', (error: Error) => this.logger.warn({ err: error }, 'amqp connection error'));
      opened.on('close', () => this.onConnectionLost(opened));
      opened.on('blocked', (reason: string) => {
        this.blockedReason = reason || 'blocked';
        this.logger.warn({ reason }, 'broker blocks publishing');
      });
      opened.on('unblocked', () => {
        this.blockedReason = undefined;
        this.logger.info('broker publishing unblocked');
      });
      this.blockedReason = undefined;
      await this.publisher.open(opened);
      for (const consumer of this.consumers) await consumer.open(opened);
      if (this.broadcasts.broadcasts.length > 0) await this.broadcasts.open(opened);

      if (this.closed) {
        await opened.close().catch(() => undefined);
        return;
      }
      this.connection = opened;
      this.attempts = 0;
      const queues = this.consumers.map((consumer) => consumer.subscription.queue);
      this.logger.info({ queues, broadcastQueue: this.broadcasts.queueName }, 'event bus connected');
      for (const listener of this.connectedListeners) listener();
    } catch (error) {
      this.logger.warn({ err: error }, 'event bus connection failed');
      this.detachChannels();
      if (connection) await connection.close().catch(() => undefined);
      this.scheduleReconnect();
    }
  }

  private detachChannels(): void {
    this.publisher.detach();
    this.broadcasts.detach();
    for (const consumer of this.consumers) consumer.detach();
  }

  private forgetConnection(): void {
    this.connection = undefined;
    this.detachChannels();
  }

  private onConnectionLost(connection: ChannelModel): void {
    if (this.connection !== connection) return;
    this.forgetConnection();
    if (this.closed) return;
    this.logger.warn('event bus connection lost');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = this.backoffMs(this.attempts);
    this.attempts += 1;
    this.logger.info({ delayMs: Math.round(delay), attempt: this.attempts }, 'event bus reconnecting');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    this.reconnectTimer.unref();
  }
}
