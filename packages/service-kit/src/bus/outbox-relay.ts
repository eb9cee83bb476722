import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@padel/contracts';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { BrokerBlockedError, type EventBus } from './event-bus';
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
  /** How long a relay keeps a document it claimed before another may take it (default 60 s; a crash ends it so). */
  leaseMs?: number;
  /** Longest wait before a document whose event was not published is tried again (default 30 s). */
  maxBackoffMs?: number;
}

/**
 * `outboxLease` on a document: the relay `owner` publishing its events until `until`, or (owner '') the time before
 * which nobody tries again after `failures` failed publishes in a row. Written through the driver only, never in
 * the models' schemas; removed once the outbox is published.
 */
interface OutboxLease {
  owner: string;
  until: Date;
  failures?: number;
}

interface OutboxDocument {
  _id: unknown;
  outbox: EventEnvelope[];
  outboxLease?: OutboxLease;
}

const claimable = (now: Date) => ({ $or: [{ outboxLease: { $exists: false } }, { 'outboxLease.until': { $lte: now } }] });

type Outcome = 'published' | 'taken' | 'backing-off' | 'broker-unavailable';

/**
 * Publishes the events waiting in the outboxes of one model's documents: documents oldest event first, skipping
 * those another relay holds or that back off after a failed publish, so one stuck document cannot starve the rest.
 * Each document is claimed with a lease before its events are published in order, so two replicas publish each event
 * once in the normal case (a repeat after a lease expired is absorbed by the consumers' processed-event records).
 * Each event is `$pull`ed (the exact stored element) after the broker's confirm. Runs on a timer, on `notify()` and
 * after every write through Mongoose that adds events to the model's outbox (`withOutbox` signals it).
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private readonly owner = randomUUID();

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

  private get collection() {
    return this.options.model.collection;
  }

  private async pass(): Promise<void> {
    if (!this.options.bus.isConnected()) return;
    const due = await this.collection
      .find({ ...PENDING_OUTBOX_FILTER, ...claimable(new Date()) } as never, {
        projection: { _id: 1 },
        sort: { 'outbox.0.occurredAt': 1 },
        limit: this.options.batchSize ?? 100,
      })
      .toArray();
    for (const { _id } of due) {
      if (this.stopped || (await this.relay(_id)) === 'broker-unavailable') return;
    }
  }

  /** Claims one document and publishes its events in order. */
  private async relay(id: unknown): Promise<Outcome> {
    const { bus, logger } = this.options;
    const now = Date.now();
    const claim = await this.collection.updateOne({ _id: id, ...claimable(new Date(now)) } as never, {
      $set: { 'outboxLease.owner': this.owner, 'outboxLease.until': new Date(now + (this.options.leaseMs ?? 60_000)) },
    });
    if (claim.modifiedCount !== 1) return 'taken';
    const mine = { _id: id, 'outboxLease.owner': this.owner } as never;
    // Read through the driver so each element keeps its stored field order (needed by the $pull below).
    const document = (await this.collection.findOne({ _id: id } as never, {
      projection: { outbox: 1, outboxLease: 1 },
    })) as OutboxDocument | null;
    for (const event of document?.outbox ?? []) {
      if (this.stopped) break;
      const log = logger.child({ eventId: event.id, type: event.type, collection: this.collection.name });
      try {
        await bus.publish(event);
      } catch (error) {
        if (!bus.isConnected() || error instanceof BrokerBlockedError) {
          log.warn({ err: error }, 'event not published: the broker is unavailable; it stays in the outbox');
          await this.collection.updateOne(mine, { $unset: { outboxLease: '' } });
          return 'broker-unavailable';
        }
        const failures = (document?.outboxLease?.failures ?? 0) + 1;
        const retryInMs = Math.min(this.options.maxBackoffMs ?? 30_000, 1000 * 2 ** (failures - 1));
        log.warn({ err: error, retryInMs, failures }, 'event not published; the document backs off and it stays in the outbox');
        await this.collection.updateOne(mine, {
          $set: { 'outboxLease.owner': '', 'outboxLease.until': new Date(Date.now() + retryInMs), 'outboxLease.failures': failures },
        });
        return 'backing-off';
      }
      // $pull by the whole element as stored: FerretDB 1.x cannot $pull by a condition on a field.
      const removal = await this.collection.updateOne({ _id: id } as never, { $pull: { outbox: event } } as never);
      if (removal.modifiedCount === 1) log.info('event published and removed from the outbox');
      else log.warn('event published but not removed from the outbox; consumers will ignore the repeat');
    }
    await this.collection.updateOne(mine, { $unset: { outboxLease: '' } });
    return 'published';
  }
}
