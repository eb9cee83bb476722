// Issue 31, point 6: a business limit counted in the shared store holds across replicas and under concurrency on the
// real FerretDB (whose conditional updates lose writes, decision 050), and its window slides instead of restarting.
import { randomUUID } from 'node:crypto';
import { mongo } from 'mongoose';
import { slidingWindowHit, slidingWindowRefund, type SlidingWindowDocument, type SlidingWindowRule } from '../src';
import { requiredEnv, uniqueDbName } from './helpers';

const dbName = uniqueDbName('kit_limits');
/** Two clients of one database: two replicas of a service. */
let replicaA: mongo.MongoClient;
let replicaB: mongo.MongoClient;
const limitsOf = (client: mongo.MongoClient) => client.db(dbName).collection<SlidingWindowDocument>('business_limits');

beforeAll(async () => {
  [replicaA, replicaB] = await Promise.all([
    mongo.MongoClient.connect(requiredEnv('MONGO_URL')),
    mongo.MongoClient.connect(requiredEnv('MONGO_URL')),
  ]);
});
afterAll(async () => {
  await replicaA.db(dbName).dropDatabase();
  await Promise.all([replicaA.close(), replicaB.close()]);
});

const HOUR_MS = 60 * 60 * 1000;
const rule = (limit: number, windowMs = HOUR_MS): SlidingWindowRule => ({ name: `test-${randomUUID()}`, limit, windowMs });
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

describe('slidingWindowHit', () => {
  it('when two replicas count one key, then together they allow the limit and refuse the next with a Retry-After', async () => {
    const limit = rule(3);
    const now = new Date();

    const answers = [];
    for (const client of [replicaA, replicaB, replicaA, replicaB])
      answers.push(await slidingWindowHit(limitsOf(client), limit, 'omar', now));

    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    expect((await slidingWindowHit(limitsOf(replicaB), limit, 'layla', now)).allowed).toBe(true);
  });

  it('when 20 attempts arrive at once on two replicas, then exactly the limit of them is counted', async () => {
    const limit = rule(5);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => slidingWindowHit(limitsOf(index % 2 ? replicaA : replicaB), limit, 'burst')),
    );

    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it('when the window slides past the oldest attempt, then one more is allowed, not a whole new window', async () => {
    const limit = rule(2);
    const start = new Date('2030-01-01T10:50:00Z');
    const limits = limitsOf(replicaA);

    expect((await slidingWindowHit(limits, limit, 'k', start)).allowed).toBe(true);
    expect((await slidingWindowHit(limits, limit, 'k', at(start, 5))).allowed).toBe(true);
    // A fixed hourly window would start again at 11:00; this one still holds both attempts then.
    expect(await slidingWindowHit(limits, limit, 'k', at(start, 15))).toEqual({ allowed: false, retryAfterSeconds: 45 * 60 });
    expect((await slidingWindowHit(limits, limit, 'k', at(start, 61))).allowed).toBe(true);
    expect((await slidingWindowHit(limits, limit, 'k', at(start, 62))).allowed).toBe(false);
    expect((await slidingWindowHit(limits, limit, 'k', at(start, 66))).allowed).toBe(true);
  });

  it('when an attempt is given back, then it no longer counts', async () => {
    const limit = rule(1);
    const limits = limitsOf(replicaA);

    const first = await slidingWindowHit(limits, limit, 'refund');
    expect((await slidingWindowHit(limits, limit, 'refund')).allowed).toBe(false);
    if (!first.allowed) throw new Error('first attempt refused');
    await slidingWindowRefund(limits, first.ticket);

    expect((await slidingWindowHit(limits, limit, 'refund')).allowed).toBe(true);
  });

  it('when the key is an e-mail address, then the store holds only its hash', async () => {
    const limit = rule(1);
    await slidingWindowHit(limitsOf(replicaA), limit, 'victim@padel.test');

    const stored = await limitsOf(replicaA)
      .find({ _id: { $regex: `^${limit.name}:` } })
      .toArray();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain('victim');
  });
});
