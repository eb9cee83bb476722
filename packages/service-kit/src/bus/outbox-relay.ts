import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@padel/contracts';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { isDuplicateKeyError } from '../mongo-concurrency';
import { TtlCache } from '../ttl-cache';
import { addGaugeSource, withinMs, type BusGauges } from './bus-metrics';
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
  /** How old a document's oldest event must be before a pass takes it (default 0; tests of a crash in that window). */
  pickUpDelayMs?: number;
  /** How long a scrape reuses the backlog figures (default 5 s; 0 asks the store every time). */
  metricsCacheMs?: number;
}

/** What a scrape reports of one outbox collection. */
interface Backlog {
  documents: number;
  oldestAgeSeconds: number;
}

/**
 * A record in `outbox_leases`, keyed `<collection>:<document id>`: the relay `owner` publishing that document's events
 * until `until`, or (owner '') the time before which nobody tries again after `failures` failed publishes in a row.
 * Taken by inserting it: FerretDB 1.x updates a document without isolation but always enforces the unique `_id`.
 * Removed once the outbox is published.
 */
export interface OutboxLease {
  _id: string;
  owner: string;
  until: Date;
  failures: number;
}

interface OutboxDocument {
  _id: unknown;
  outbox: EventEnvelope[];
}

const OUTBOX_LEASES = 'outbox_leases';

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
  /** Set by flush(): only its own passes run, no timer or write notification starts one. */
  private flushing = false;
  private readonly owner = randomUUID();
  private removeGaugeSource?: () => void;
  private readonly backlogs: TtlCache<Backlog>;

  constructor(private readonly options: OutboxRelayOptions) {
    this.backlogs = new TtlCache({ ttlMs: options.metricsCacheMs ?? 5000, maxEntries: 1 });
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.flushing = false;
    this.removeGaugeSource = addGaugeSource({ collect: (gauges) => this.collectGauges(gauges) });
    this.timer = setInterval(() => this.notify(), this.options.intervalMs ?? 500);
    this.timer.unref();
    this.options.bus.onConnected(() => this.notify());
    this.unsubscribe = onOutboxWrite(this.options.model.collection.name, () => this.notify());
    this.notify();
  }

  /** Runs a pass now (or right after the current one). */
  notify(): void {
    if (this.stopped || this.flushing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined)
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

  /**
   * A graceful stop: no more timer or write notifications; passes run until one finds nothing due to publish (every
   * document published, held by another relay, backing off, or the broker unavailable) or stop() is called.
   */
  async flush(): Promise<void> {
    this.flushing = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.idle();
    const draining = (async () => {
      while (!this.stopped && (await this.pass()) > 0);
    })().catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox relay flush failed'));
    this.running = draining;
    await draining;
    if (this.running === draining) this.running = undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.removeGaugeSource?.();
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.idle();
  }

  /**
   * The documents with events waiting and the age of the oldest waiting event, for the gauges: the relay's own query
   * (every pass makes it), at most once per cache period and within 2 s, so a scrape never weighs on the store.
   */
  backlog(): Promise<Backlog> {
    return this.backlogs.getOrLoad('backlog', async () => {
      const filter = PENDING_OUTBOX_FILTER as never;
      const [documents, oldest] = await Promise.all([
        this.collection.countDocuments(filter),
        this.collection.findOne(filter, {
          projection: { outbox: 1 },
          sort: { 'outbox.0.occurredAt': 1 },
        }) as Promise<OutboxDocument | null>,
      ]);
      const occurredAt = oldest?.outbox[0] ? Date.parse(oldest.outbox[0].occurredAt) : Date.now();
      return { documents, oldestAgeSeconds: Math.max(0, (Date.now() - occurredAt) / 1000) };
    });
  }

  private async collectGauges(gauges: BusGauges): Promise<void> {
    const backlog = await withinMs(this.backlog(), 2000, undefined);
    if (!backlog) return;
    const labels = { collection: this.collection.name };
    gauges.outboxBacklog.set(labels, backlog.documents);
    gauges.outboxOldestAge.set(labels, backlog.oldestAgeSeconds);
  }

  private get collection() {
    return this.options.model.collection;
  }

  private get leases() {
    return this.options.model.db.collection<OutboxLease>(OUTBOX_LEASES);
  }

  private leaseKey(id: unknown): string {
    return `${this.collection.name}:${String(id)}`;
  }

  /** The lease or back-off of one document, if any. */
  leaseOf(id: unknown): Promise<OutboxLease | null> {
    return this.leases.findOne({ _id: this.leaseKey(id) });
  }

  /** Publishes the due documents of one batch; returns how many were published. */
  private async pass(): Promise<number> {
    if (!this.options.bus.isConnected()) return 0;
    const batchSize = this.options.batchSize ?? 100;
    const prefix = `${this.collection.name}:`;
    const held = await this.leases
      .find({ _id: { $gte: prefix, $lt: `${prefix}\uffff` }, until: { $gt: new Date() } }, { projection: { _id: 1 } })
      .toArray();
    const skipped = new Set(held.map((lease) => lease._id));
    // Oldest waiting event first; enough documents that those held or backing off cannot fill the batch.
    const pickUpDelayMs = this.options.pickUpDelayMs ?? 0;
    const filter = pickUpDelayMs
      ? { ...PENDING_OUTBOX_FILTER, 'outbox.0.occurredAt': { $lte: new Date(Date.now() - pickUpDelayMs).toISOString() } }
      : PENDING_OUTBOX_FILTER;
    const pending = await this.collection
      .find(filter as never, { projection: { _id: 1 }, sort: { 'outbox.0.occurredAt': 1 }, limit: batchSize + skipped.size })
      .toArray();
    const due = pending.filter(({ _id }) => !skipped.has(this.leaseKey(_id))).slice(0, batchSize);
    let published = 0;
    for (const { _id } of due) {
      if (this.stopped) break;
      const outcome = await this.relay(_id);
      if (outcome === 'broker-unavailable') return 0;
      if (outcome === 'published') published += 1;
    }
    return published;
  }

  /** Takes the document's lease: a new one, or one that expired. */
  private async claim(id: unknown): Promise<OutboxLease | undefined> {
    const key = this.leaseKey(id);
    const lease = { _id: key, owner: this.owner, until: new Date(Date.now() + (this.options.leaseMs ?? 60_000)), failures: 0 };
    try {
      await this.leases.insertOne(lease);
      return lease;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await this.leases.findOne({ _id: key });
    if (!existing || existing.until.getTime() > Date.now()) return undefined;
    // Expired: whoever removes it and inserts first holds the document.
    await this.leases.deleteOne({ _id: key, owner: existing.owner, until: existing.until });
    try {
      await this.leases.insertOne({ ...lease, failures: existing.failures });
      return { ...lease, failures: existing.failures };
    } catch (error) {
      if (isDuplicateKeyError(error)) return undefined;
      throw error;
    }
  }

  /** Claims one document and publishes its events in order. */
  private async relay(id: unknown): Promise<Outcome> {
    const { bus, logger } = this.options;
    const lease = await this.claim(id);
    if (!lease) return 'taken';
    const mine = { _id: lease._id, owner: this.owner };
    // Read through the driver so each element keeps its stored field order (needed by the $pull below).
    const document = (await this.collection.findOne({ _id: id } as never, { projection: { outbox: 1 } })) as OutboxDocument | null;
    for (const event of document?.outbox ?? []) {
      if (this.stopped) break;
      const log = logger.child({ reqId: event.correlationId, eventId: event.id, eventType: event.type, collection: this.collection.name });
      try {
        await bus.publish(event);
      } catch (error) {
        if (!bus.isConnected() || error instanceof BrokerBlockedError) {
          log.warn({ err: error }, 'event not published: the broker is unavailable; it stays in the outbox');
          await this.leases.deleteOne(mine);
          return 'broker-unavailable';
        }
        const failures = lease.failures + 1;
        const retryInMs = Math.min(this.options.maxBackoffMs ?? 30_000, 1000 * 2 ** (failures - 1));
        log.warn({ err: error, retryInMs, failures }, 'event not published; the document backs off and it stays in the outbox');
        await this.leases.updateOne(mine, { $set: { owner: '', until: new Date(Date.now() + retryInMs), failures } });
        return 'backing-off';
      }
      // $pull by the whole element as stored: FerretDB 1.x cannot $pull by a condition on a field.
      const removal = await this.collection.updateOne({ _id: id } as never, { $pull: { outbox: event } } as never);
      if (removal.modifiedCount === 1) log.info('event published and removed from the outbox');
      else log.warn('event published but not removed from the outbox; consumers will ignore the repeat');
    }
    await this.leases.deleteOne(mine);
    return 'published';
  }
}
