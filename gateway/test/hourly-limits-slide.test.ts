// Issue 31, point 5: the hourly limits that count people (sign-ups per address, invitations and entries per user)
// slide instead of starting again on the clock hour, where a burst at 10:59 and another at 11:00 got twice the limit.
import { randomBytes } from 'node:crypto';
import { mongo } from 'mongoose';
import { createMongoLimitStore, type LimitStore } from '../src/limits/limit-store';
import { rateLimitPolicies } from '../src/limits/rate-limits';

const dbName = `padel_gateway_test_${randomBytes(5).toString('hex')}`;
let store: LimitStore;

beforeAll(() => {
  store = createMongoLimitStore({ url: process.env.MONGO_URL as string, dbName, maxPoolSize: 4 });
});
afterAll(async () => {
  const client = await mongo.MongoClient.connect(process.env.MONGO_URL as string);
  await client.db(dbName).dropDatabase();
  await client.close();
  await store.close();
});

const policies = rateLimitPolicies({
  signInFailuresPerAccount: 5,
  signInFailuresPerAddress: 50,
  signInAccountGuard: 10,
  signInFailuresWhenGuarded: 2,
  passwordResetsPerAccount: 2,
  passwordResetsPerAddress: 2,
  signupsPerHour: 2,
  invitationsPerHour: 2,
  entriesPerHour: 2,
});
const minutesAfter = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

describe.each(['signup', 'invitations', 'entries', 'passwordResetAccount', 'passwordResetAddress'] as const)('the %s limit', (name) => {
  it('when the limit is used up just before the clock hour, then the next hour does not start a new count', async () => {
    const rule = policies[name]?.rule;
    if (!rule) throw new Error(`${name} has no limit`);
    const key = `client-${randomBytes(6).toString('hex')}`;
    const beforeTheHour = new Date('2031-03-04T10:59:00Z');

    const burst = [await store.hit(rule, key, beforeTheHour), await store.hit(rule, key, minutesAfter(beforeTheHour, 0.5))];
    const afterTheHour = await store.hit(rule, key, minutesAfter(beforeTheHour, 2));
    const anHourLater = await store.hit(rule, key, minutesAfter(beforeTheHour, 60));

    expect(burst.map((answer) => answer.allowed)).toEqual([true, true]);
    expect(afterTheHour).toEqual({ allowed: false, retryAfterSeconds: 58 * 60 });
    expect(anHourLater.allowed).toBe(true);
  });
});
