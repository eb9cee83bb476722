import { randomBytes } from 'node:crypto';
import type { EventEnvelope } from '@padel/contracts';
import mongoose, { Schema } from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import {
  claimByInsert,
  connectMongo,
  createEvent,
  createLogger,
  disconnectMongo,
  insertOnce,
  isDuplicateKeyError,
  loadConfig,
  onOutboxWrite,
  serviceConfigSchema,
  withEvents,
  withOutbox,
} from '../src';
import { invitationData } from './helpers';

const Counter = mongoose.model('ConcurrencyProbe', new Schema({ items: [Number], count: Number }));

interface ClaimRecord {
  _id: string;
  by: string;
}
const Claim = mongoose.model<ClaimRecord>(
  'ConcurrencyClaim',
  new Schema<ClaimRecord>({ _id: String, by: { type: String, required: true } }),
);
interface OutboxedRecord {
  name: string;
  outbox: EventEnvelope[];
}
const Outboxed = mongoose.model<OutboxedRecord>('ConcurrencyOutboxed', withOutbox(new Schema<OutboxedRecord>({ name: String })));
const newEvent = () => createEvent('invitation-accepted', invitationData(), 'kit-test');

/** Counts the outbox-write signals of the Outboxed collection while `write` runs. */
async function signalsDuring(write: () => Promise<unknown>): Promise<number> {
  let signals = 0;
  const unsubscribe = onOutboxWrite(Outboxed.collection.name, () => (signals += 1));
  try {
    await write();
    return signals;
  } finally {
    unsubscribe();
  }
}

beforeAll(async () => {
  const config = loadConfig(
    serviceConfigSchema({ port: 0, dbName: `kit_concurrency_${randomBytes(4).toString('hex')}` }).omit({ AMQP_URL: true }),
  );
  await connectMongo({
    url: config.MONGO_URL,
    dbName: config.MONGO_DB,
    logger: createLogger('test'),
    maxPoolSize: config.MONGO_MAX_POOL_SIZE,
  });
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('connectMongo with the configured pool size', () => {
  test('when 50 updates of one document run at once, then none of them is lost', async () => {
    const doc = await Counter.create({ items: [], count: 0 });

    await Promise.all(
      Array.from({ length: 50 }, (_, i) => Counter.updateOne({ _id: doc._id }, { $push: { items: i }, $inc: { count: 1 } })),
    );

    const stored = await Counter.findById(doc._id).lean();
    expect(stored?.count).toBe(50);
    expect([...(stored?.items ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('isDuplicateKeyError', () => {
  test('when a unique key is inserted twice, then only the second error is a duplicate key error', async () => {
    await Claim.create({ _id: 'dup-probe', by: 'a' });

    const error = await Claim.create({ _id: 'dup-probe', by: 'b' }).catch((caught: unknown) => caught);

    expect(isDuplicateKeyError(error)).toBe(true);
    expect(isDuplicateKeyError(new Error('other'))).toBe(false);
    expect(isDuplicateKeyError(undefined)).toBe(false);
  });
});

describe('claimByInsert', () => {
  test('when 10 requests claim one key at once, then exactly one wins and the others get the winning claim', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => claimByInsert(Claim, { _id: 'claim-race', by: `member-${i}` })));

    const winners = results.filter((result) => result.claimed);
    expect(winners).toHaveLength(1);
    const stored = await Claim.findById('claim-race').lean();
    for (const result of results) {
      if (!result.claimed) expect(result.existing).toEqual(stored);
    }
  });
});

describe('insertOnce', () => {
  test('when one record is inserted 10 times at once, then it is stored once and exactly one insert reports it', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => insertOnce(Claim, { _id: 'insert-once', by: 'consumer' })));

    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await Claim.countDocuments({ _id: 'insert-once' })).toBe(1);
  });
});

describe('withEvents', () => {
  test('when a new document is written with events, then they are its outbox and the outbox relays are signalled', async () => {
    const event = newEvent();
    let id: unknown;

    const signals = await signalsDuring(async () => {
      id = (await Outboxed.create(withEvents({ name: 'created' }, event)))._id;
    });

    expect(signals).toBe(1);
    expect((await Outboxed.findById(id).lean())?.outbox.map((stored) => stored.id)).toEqual([event.id]);
  });

  test('when an update carries events, then they are pushed after the waiting ones with the change, and the relays are signalled', async () => {
    const [waiting, first, second] = [newEvent(), newEvent(), newEvent()];
    const doc = await Outboxed.create(withEvents({ name: 'before' }, waiting));

    const signals = await signalsDuring(() => Outboxed.updateOne({ _id: doc._id }, withEvents({ $set: { name: 'after' } }, first, second)));

    const stored = await Outboxed.findById(doc._id).lean();
    expect(signals).toBe(1);
    expect(stored?.name).toBe('after');
    expect(stored?.outbox.map((event) => event.id)).toEqual([waiting.id, first.id, second.id]);
  });

  test('when an update does not touch the outbox, then the relays are not signalled', async () => {
    const doc = await Outboxed.create({ name: 'quiet' });

    const signals = await signalsDuring(() => Outboxed.updateOne({ _id: doc._id }, { $set: { name: 'still quiet' } }));

    expect(signals).toBe(0);
  });

  test('when an event is not a valid envelope or the write already sets the outbox, then it throws before writing', () => {
    const event = newEvent();

    expect(() => withEvents({ $set: { name: 'x' } }, { ...event, data: { teamId: 42 } } as never)).toThrow();
    expect(() => withEvents({ $set: { outbox: [] } }, event)).toThrow('withEvents: the write already sets the outbox');
  });
});
