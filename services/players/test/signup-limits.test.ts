// Issue 31, point 6: sign-ups per client address are limited by the players service itself, in its database, so a
// call that skips the gateway, or reaches another replica, cannot create more accounts than the limit.
import { randomInt } from 'node:crypto';
import mongoose, { mongo } from 'mongoose';
import { clientAddressKey, slidingWindowHit, type SlidingWindowDocument } from '@padel/service-kit';
import { getJson, playersServiceForTests, uniqueEmail } from './support';

const SIGNUPS_PER_HOUR = 2;
const { url, users } = playersServiceForTests({ SIGNUP_RATE_LIMIT: SIGNUPS_PER_HOUR });

/** A documentation-range address of this run's own (the service trusts X-Forwarded-For from loopback: the gateway). */
const uniqueAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const uniqueNetwork = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;

/** A full name no other player has: a surname of random letters. */
const uniqueName = () => `Limit ${Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(0, 26)]).join('')}`;

/** POST /api/auth/signup from `address` with a new account's details. */
function signUpFrom(address: string) {
  const email = users.track(uniqueEmail('limit'));
  return getJson(`${url()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: 'secret-123', full_name: uniqueName() }),
  });
}

describe('POST /api/auth/signup: sign-ups per address, counted by the service', () => {
  it('when one address signs up the hourly number of times straight to the service, then the next is 429 and another address still signs up', async () => {
    const address = uniqueAddress();
    const made = [await signUpFrom(address), await signUpFrom(address)];

    const refused = await signUpFrom(address);
    const elsewhere = await signUpFrom(uniqueAddress());

    expect(made.map((answer) => answer.status)).toEqual([201, 201]);
    expect(refused).toEqual({
      status: 429,
      body: { error: 'Too many sign-up attempts from this address. Please try again later.', code: 'SIGNUP_RATE_LIMITED' },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('when the addresses differ only inside one IPv6 /64, then they count as one client', async () => {
    const network = uniqueNetwork();
    const answers = [await signUpFrom(`${network}::1`), await signUpFrom(`${network}::2`), await signUpFrom(`${network}:1:2:3:4`)];

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
  });

  it('when another replica counted sign-ups of the same address in the shared database, then this one refuses at once with Retry-After', async () => {
    const address = uniqueAddress();
    const replica = await mongo.MongoClient.connect(process.env.MONGO_URL as string);
    try {
      const limits = replica.db(mongoose.connection.name).collection<SlidingWindowDocument>('business_limits');
      const rule = { name: 'signup', limit: SIGNUPS_PER_HOUR, windowMs: 60 * 60 * 1000 };
      for (let round = 0; round < SIGNUPS_PER_HOUR; round += 1) await slidingWindowHit(limits, rule, clientAddressKey(address));
    } finally {
      await replica.close();
    }

    const response = await fetch(`${url()}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: users.track(uniqueEmail('limit')), password: 'secret-123', full_name: uniqueName() }),
    });

    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
