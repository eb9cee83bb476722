import { createHash } from 'node:crypto';
import { mongo } from 'mongoose';
import { slidingWindowHit, slidingWindowRefund, type SlidingWindowDocument } from '@padel/service-kit';

/**
 * How a count ends: at the end of a fixed window, `windowMs` after the last counted attempt, or attempt by attempt
 * `windowMs` after each (sliding: at most `limit` in any `windowMs`, no restart on the clock hour; issue 31).
 */
export type WindowKind = 'fixed' | 'idle' | 'sliding';

export interface LimitRule {
  /** Names the limit in the store (and in logs). */
  name: string;
  /** Attempts counted before the next one is refused. */
  limit: number;
  windowMs: number;
  kind: WindowKind;
}

/** A counted attempt, to give back (`refund`) or to clear its count (`clear`) once its outcome is known. */
export interface Ticket {
  id: string;
  /** A sliding window's attempt: given back (or cleared) by removing that attempt alone. */
  sliding?: true;
}

export type HitResult = { allowed: true; ticket: Ticket } | { allowed: false; retryAfterSeconds: number };

export interface LimitStore {
  /** Counts one attempt of `key` under `rule`, unless its count has reached the limit. Rejects when the store is down. */
  hit(rule: LimitRule, key: string, now?: Date): Promise<HitResult>;
  /** The count of `key` under `rule` now, without counting (0 when there is none or it ended). */
  peek(rule: LimitRule, key: string, now?: Date): Promise<number>;
  /** Gives a counted attempt back (it turned out not to be one that counts, e.g. a sign-in that succeeded). */
  refund(ticket: Ticket): Promise<void>;
  /** Forgets the count the attempt belongs to (a success clears an account's failed sign-ins). */
  clear(ticket: Ticket): Promise<void>;
  /** Whether the store's database answers (for the operators' /ready). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

interface CountDocument {
  _id: string;
  count: number;
  /** When the count ends; expired documents are swept. */
  resetAt: Date;
}

const SWEEP_INTERVAL_MS = 60_000;
const DUPLICATE_KEY = 11000;

/** Keys carry addresses and e-mail addresses: the store keeps only their hash. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

const isDuplicateKey = (error: unknown) => error instanceof mongo.MongoServerError && error.code === DUPLICATE_KEY;

/**
 * Counts in MongoDB, shared by every gateway replica: one small document per key and window, changed by single-document
 * atomic updates (a conditional `$inc` upsert: a full count fails its filter, and the upsert's insert then hits the
 * unique `_id`). Expired counts go by a TTL index where the database has them and by a sweep every minute (FerretDB
 * has none), so the store holds at most one document per active key. Commands fail within `serverSelectionTimeoutMS`
 * while the database is unreachable; the client reconnects by itself.
 */
export function createMongoLimitStore(options: { url: string; dbName: string; maxPoolSize: number }): LimitStore {
  const client = new mongo.MongoClient(options.url, {
    serverSelectionTimeoutMS: 800,
    connectTimeoutMS: 5_000,
    socketTimeoutMS: 10_000,
    maxPoolSize: options.maxPoolSize,
  });
  const counts = client.db(options.dbName).collection<CountDocument>('rate_limits');
  // Sliding windows keep one document per attempt in the same collection (service-kit's limiter), swept alike.
  const attempts = client.db(options.dbName).collection<SlidingWindowDocument>('rate_limits');
  // Best effort: FerretDB has no TTL index ("not implemented"), and a database down at start-up is swept later.
  void counts.createIndex({ resetAt: 1 }, { expireAfterSeconds: 0 }).catch(() => undefined);
  const sweeper = setInterval(() => {
    void counts.deleteMany({ resetAt: { $lte: new Date() } }).catch(() => undefined);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  const retryAfter = (resetAt: Date, now: Date) => ({
    allowed: false as const,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  });

  const idOf = (rule: LimitRule, key: string, now: Date) => {
    const windowIndex = rule.kind === 'fixed' ? `:${Math.floor(now.getTime() / rule.windowMs)}` : '';
    return `${rule.name}:${hashOf(key)}${windowIndex}`;
  };

  async function hit(rule: LimitRule, key: string, now = new Date()): Promise<HitResult> {
    if (rule.kind === 'sliding') {
      const result = await slidingWindowHit(attempts, rule, key, now);
      return result.allowed ? { allowed: true, ticket: { id: result.ticket.id, sliding: true } } : result;
    }
    const id = idOf(rule, key, now);
    const resetAt =
      rule.kind === 'fixed'
        ? new Date((Math.floor(now.getTime() / rule.windowMs) + 1) * rule.windowMs)
        : new Date(now.getTime() + rule.windowMs);
    // A few rounds at most: each lost race means another request changed the same count meanwhile.
    for (let round = 0; round < 3; round += 1) {
      try {
        await counts.updateOne(
          { _id: id, count: { $lt: rule.limit }, resetAt: { $gt: now } },
          { $inc: { count: 1 }, $set: { resetAt } },
          { upsert: true },
        );
        return { allowed: true, ticket: { id } };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // The count exists and is full, or it expired and has not been swept yet.
      const existing = await counts.findOne({ _id: id });
      if (!existing) continue;
      if (existing.resetAt > now) return retryAfter(existing.resetAt, now);
      const restarted = await counts.updateOne({ _id: id, resetAt: existing.resetAt }, { $set: { count: 1, resetAt } });
      if (restarted.modifiedCount === 1) return { allowed: true, ticket: { id } };
    }
    return retryAfter(resetAt, now);
  }

  return {
    hit,
    async peek(rule, key, now = new Date()) {
      if (rule.kind === 'sliding') throw new Error(`peek counts fixed and idle windows only (${rule.name} slides)`);
      const existing = await counts.findOne({ _id: idOf(rule, key, now) });
      return existing && existing.resetAt > now ? existing.count : 0;
    },
    async refund({ id, sliding }) {
      if (sliding) return slidingWindowRefund(attempts, { id });
      await counts.updateOne({ _id: id, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async clear({ id, sliding }) {
      if (sliding) return slidingWindowRefund(attempts, { id });
      await counts.deleteOne({ _id: id });
    },
    async ping() {
      return client
        .db(options.dbName)
        .command({ ping: 1 })
        .then(
          () => true,
          () => false,
        );
    },
    async close() {
      clearInterval(sweeper);
      await client.close();
    },
  };
}
