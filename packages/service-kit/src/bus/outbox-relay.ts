import type { EventEnvelope } from '@padel/contracts';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { EventBus } from './event-bus';
import { onOutboxWrite, PENDING_OUTBOX_FILTER } from './outbox';

export interface OutboxRelayOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  bus: EventBus;
  logger: Logger;
  /** Poll interval in ms (default 500). */
  intervalMs?: number;
  /** Documents handled per pass (default 100). */
  batchSize?: number;
}

/**
 * Publishes the events waiting in the outboxes of one model's documents, oldest first per document,
 * and `$pull`s each one (the exact stored element) after the broker's confirm. Runs on a timer, on `notify()` and
 * after every write through Mongoose that adds events to the model's outbox (`withOutbox` signals it).
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  /** Earliest retry time of events the broker could not route (no queue bound yet). */
  private readonly retryAfter = new Map<string, { at: number; delayMs: number }>();

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.notify(), this.options.intervalMs ?? 500);
    this.timer.unref();
    this.options.bus.onConnected(() => this.notify());
    this.unsubscribe = onOutboxWrite(this.options.model.collection.name, () => this.notify());
    this.notify();
  }

  /** Runs a pass now (or right after the current one). */
  notify(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.notify();
        }
      });
  }

  /** Resolves when no pass is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.idle();
  }

  private async pass(): Promise<void> {
    const { model, bus, logger } = this.options;
    if (!bus.isConnected()) return;
    // Read through the driver so each element keeps its stored field order (needed by the $pull below).
    const documents = (await model.collection
      .find(PENDING_OUTBOX_FILTER, { projection: { outbox: 1 }, limit: this.options.batchSize ?? 100 })
      .toArray()) as unknown as Array<{ _id: unknown; outbox: EventEnvelope[] }>;
    for (const document of documents) {
      for (const event of document.outbox) {
        if (this.stopped) return;
        const retry = this.retryAfter.get(event.id);
        if (retry && retry.at > Date.now()) break; // keep this document's events in order
        const log = logger.child({ eventId: event.id, type: event.type, collection: model.collection.name });
        try {
          await bus.publish(event);
        } catch (error) {
          const delayMs = Math.min(30_000, (retry?.delayMs ?? 500) * 2);
          this.retryAfter.set(event.id, { at: Date.now() + delayMs, delayMs });
          log.warn({ err: error, retryInMs: delayMs }, 'event not published; it stays in the outbox');
          if (!bus.isConnected()) return;
          break;
        }
        this.retryAfter.delete(event.id);
        // $pull by the whole element as stored: FerretDB 1.x cannot $pull by a condition on a field.
        const removal = await model.collection.updateOne({ _id: document._id } as never, { $pull: { outbox: event } } as never);
        if (removal.modifiedCount === 1) log.info('event published and removed from the outbox');
        else log.warn('event published but not removed from the outbox; consumers will ignore the repeat');
      }
    }
  }
}
