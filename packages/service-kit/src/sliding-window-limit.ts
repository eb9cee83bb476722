import { createHash } from 'node:crypto';
import mongoose, { type mongo } from 'mongoose';
import type { ApiCode } from '@padel/contracts';
import { AppError } from './errors';
import { isDuplicateKeyError } from './mongo-concurrency';

/** A limit of `limit` attempts in any `windowMs` (a sliding window: no count restarts on the clock hour). */
export interface SlidingWindowRule {
  /** Names the limit in the store; keys of different rules never meet. */
  name: string;
  limit: number;
  windowMs: number;
}

/** A counted attempt, to give back with `refund` when what it counted did not happen after all. */
export interface SlidingWindowTicket {
  id: string;
}

export type SlidingWindowHit = { allowed: true; ticket: SlidingWindowTicket } | { allowed: false; retryAfterSeconds: number };

/**
 * One stored document: attempt number `n` of a key (`<rule>:<key hash>:<n>`, at `at`), or the key's head
 * (`<rule>:<key hash>:head`, the highest number taken as far as known). `resetAt` is when it no longer counts: a TTL
 * index removes it where the database has them, the limiter's sweep elsewhere (FerretDB has none).
 */
export interface SlidingWindowDocument {
  _id: string;
  n: number;
  at?: Date;
  resetAt: Date;
}

export type SlidingWindowCollection = Pick<
  mongo.Collection<SlidingWindowDocument>,
  'findOne' | 'insertOne' | 'updateOne' | 'deleteOne' | 'deleteMany' | 'createIndex'
>;

/** Keys carry e-mail addresses and client addresses: the store keeps only their hash. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

const refused = (retryAfterMs: number): SlidingWindowHit => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
});

/**
 * Counts one attempt of `key` under `rule` unless `rule.limit` attempts were counted in the last `rule.windowMs`.
 *
 * Each counted attempt is an insert of its own number: attempt n may be taken when attempt n − limit is absent or
 * older than the window, and the unique `_id` lets exactly one request take each number. Inserts are the one write
 * FerretDB 1.x applies atomically (decision 050; its conditional `$inc` loses updates), so the count holds under
 * concurrency, across replicas and on MongoDB alike. The head only says where to start looking: when it lags behind
 * (a lost update), the next numbers are found taken and skipped. Costs a few reads and writes by `_id`, never a scan.
 */
export async function slidingWindowHit(
  collection: SlidingWindowCollection,
  rule: SlidingWindowRule,
  key: string,
  now = new Date(),
): Promise<SlidingWindowHit> {
  const prefix = `${rule.name}:${hashOf(key)}`;
  const head = await collection.findOne({ _id: `${prefix}:head` });
  const windowStart = now.getTime() - rule.windowMs;
  const resetAt = new Date(now.getTime() + rule.windowMs);
  // A head past its window still numbers on; a swept one starts again at 0 (its numbers were swept with it).
  let taken = head?.n ?? -1;
  // A lagging head costs one round per number taken since; past these, the answer is "try again in a second".
  for (let round = 0; round < 2 * rule.limit + 4; round += 1) {
    const candidate = taken + 1;
    if (candidate >= rule.limit) {
      const oldest = await collection.findOne({ _id: `${prefix}:${candidate - rule.limit}` });
      if (oldest?.at && oldest.at.getTime() > windowStart) return refused(oldest.at.getTime() - windowStart);
    }
    try {
      await collection.insertOne({ _id: `${prefix}:${candidate}`, n: candidate, at: now, resetAt });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      taken = candidate;
      continue;
    }
    await collection.updateOne({ _id: `${prefix}:head` }, { $max: { n: candidate, resetAt } }, { upsert: true }).catch((error: unknown) => {
      // Two first attempts both inserted the head: the other one is there.
      if (!isDuplicateKeyError(error)) throw error;
    });
    return { allowed: true, ticket: { id: `${prefix}:${candidate}` } };
  }
  return refused(1000);
}

/** Gives a counted attempt back: its number becomes a gap, which counts as nothing. */
export async function slidingWindowRefund(collection: SlidingWindowCollection, ticket: SlidingWindowTicket): Promise<void> {
  await collection.deleteOne({ _id: ticket.id });
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * A service's business limits (issue 31): sliding windows in a collection of the service's own database, so every
 * replica, and any caller that reaches the service without the gateway, shares the same counts.
 */
export class SlidingWindowLimits {
  private lastSweep = 0;
  private indexTried = false;

  /** `collection` is looked up at each use (the service's connection opens after its modules load). */
  constructor(private readonly collection: () => SlidingWindowCollection) {}

  /** Over the service's default mongoose connection, in `collectionName` (`business_limits` by default). */
  static inServiceDatabase(collectionName = 'business_limits'): SlidingWindowLimits {
    return new SlidingWindowLimits(() => {
      const db = mongoose.connection.db;
      if (!db) throw new AppError(503, 'STORE_UNAVAILABLE');
      return db.collection<SlidingWindowDocument>(collectionName);
    });
  }

  /** Counts one attempt; see slidingWindowHit. A rule whose limit is 0 is off (always allowed, nothing stored). */
  async hit(rule: SlidingWindowRule, key: string, now = new Date()): Promise<SlidingWindowHit> {
    if (rule.limit <= 0) return { allowed: true, ticket: { id: '' } };
    const collection = this.collection();
    this.tidy(collection, now);
    return slidingWindowHit(collection, rule, key, now);
  }

  /**
   * Counts one attempt or refuses it: 429 `code` with Retry-After (when the oldest counted attempt leaves the window).
   * Resolves with the ticket of the counted attempt.
   */
  async take(rule: SlidingWindowRule, key: string, code: ApiCode): Promise<SlidingWindowTicket> {
    const hit = await this.hit(rule, key);
    if (hit.allowed) return hit.ticket;
    throw new AppError<ApiCode>(429, code, { retryAfterSeconds: hit.retryAfterSeconds });
  }

  async refund(ticket: SlidingWindowTicket): Promise<void> {
    if (ticket.id) await slidingWindowRefund(this.collection(), ticket);
  }

  /** The TTL index once (where the database has them), and a sweep of ended counts at most once a minute. */
  private tidy(collection: SlidingWindowCollection, now: Date): void {
    if (!this.indexTried) {
      this.indexTried = true;
      void collection.createIndex({ resetAt: 1 }, { expireAfterSeconds: 0 }).catch(() => undefined);
    }
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    void collection.deleteMany({ resetAt: { $lte: now } }).catch(() => undefined);
  }
}
