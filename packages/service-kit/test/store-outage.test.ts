import Router from '@koa/router';
import { faultMongo, type FaultEngine } from '@padel/tools/engines/fault-engines';
import { releaseAll } from '@padel/tools/testing/release-all';
import mongoose, { Schema } from 'mongoose';
import { defineService, mongoReady, serviceConfigSchema } from '../src';
import { eventually, uniqueDbName } from './helpers';

// A database of this file's own (a container of padel/ferretdb where Docker runs, else a process; never the shared test
// engine), so it can be killed without touching other tests.
const Item = mongoose.model('KitOutageItem', new Schema({ name: { type: String, required: true } }));

const dbName = uniqueDbName('padel_kit_outage');
const service = defineService({
  name: 'kit-outage',
  configSchema: serviceConfigSchema({ port: 0, dbName }).omit({ AMQP_URL: true }),
  routers: () => {
    const router = new Router();
    router.get('/items', async (ctx) => {
      ctx.body = await Item.find().lean();
    });
    router.post('/items', async (ctx) => {
      ctx.status = 201;
      ctx.body = await Item.create({ name: 'racket' });
    });
    return [router];
  },
});

let database: FaultEngine;
let url: string;

async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, init);
  const body = (await response.json()) as { code?: string };
  return { status: response.status, body, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
}

beforeAll(async () => {
  database = await faultMongo();
  ({ url } = await service.start({ PORT: 0, MONGO_URL: database.url }));
}, 90_000);

afterAll(() =>
  releaseAll(
    () => service.stop(),
    () => database.stop(),
  ),
);

describe('a service whose database goes down', () => {
  it('when the database is killed, then reads and writes answer 503 STORE_UNAVAILABLE with Retry-After within 1 s, and /ready says 503', async () => {
    // Arrange
    expect((await timed('/items', { method: 'POST' })).status).toBe(201);

    // Act
    await database.kill();
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(await timed('/items'), await timed('/items', { method: 'POST' }));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // Assert
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, body: { code: 'STORE_UNAVAILABLE' }, retryAfter: '5' });
      expect(answer.ms).toBeLessThan(1000);
    }
    expect((await fetch(`${url}/ready`)).status).toBe(503);
  }, 30_000);

  it('when the database comes back, then the same service serves again by itself, with nothing lost', async () => {
    // Arrange: down since the previous test (or now, when this test runs alone).
    if (mongoReady()) await database.kill();
    await eventually(async () => !mongoReady(), 10_000);

    // Act
    await database.start();

    // Assert
    await eventually(async () => (await timed('/items')).status === 200, 20_000, 200);
    expect((await fetch(`${url}/ready`)).status).toBe(200);
    expect((await timed('/items', { method: 'POST' })).status).toBe(201);
    const items = (await timed('/items')).body as unknown as unknown[];
    expect(items.length).toBeGreaterThanOrEqual(2);
  }, 90_000);

  it('when the database freezes with its connections open, then requests answer 503 within 5 s of the freeze (heartbeat 1 s + its 2 s deadline, and room for a loaded machine), and all is served again once it thaws', async () => {
    // Arrange
    await eventually(async () => (await timed('/items')).status === 200, 20_000, 200);

    // Act
    await database.pause();
    const frozenAt = performance.now();
    let answer;
    try {
      answer = await timed('/items');
      while (answer.status !== 503 && performance.now() - frozenAt < 10_000) answer = await timed('/items');
    } finally {
      await database.resume();
    }
    const answeredAfter = performance.now() - frozenAt;

    // Assert
    expect(answer).toMatchObject({ status: 503, body: { code: 'STORE_UNAVAILABLE' } });
    expect(answeredAfter).toBeLessThan(5000);
    await eventually(async () => (await timed('/items')).status === 200, 20_000, 200);
    expect((await timed('/items', { method: 'POST' })).status).toBe(201);
  }, 60_000);
});
