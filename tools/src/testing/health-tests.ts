// The GET /health and GET /ready tests every service runs against itself, on the real test engines.
import { MongoClient } from 'mongodb';
import { deleteQueues, eventually, getJson, testId, uniqueDbNameFor } from './service-tests';

/** A service's app module (src/app.ts; the bench's tools/src/bench/run-app.cjs starts its build, dist/app.js). */
export interface ServiceModule {
  start(overrides: Record<string, unknown>): Promise<{ url: string }>;
  stop(): Promise<void>;
}

export interface HealthTestsOptions {
  /** The service's name, as `/health` answers it. */
  service: string;
  app: ServiceModule;
  /** Settings besides the port, database and queue prefix the tests choose themselves. */
  overrides?: Record<string, unknown>;
  /** Event types the service consumes: its queues are removed afterwards and `/ready` must report the bus. */
  consumes?: string[];
  /** An API route; a bad bearer token is refused there, as on every route. */
  apiPath: string;
}

/**
 * Starts the service on port 0 with a database and queue prefix of the test file's own, defines the
 * `GET /health and GET /ready` tests, and removes the database and queues afterwards. Returns the base URL
 * for the file's own tests.
 */
export function describeHealthAndReady({ service, app, overrides = {}, consumes = [], apiPath }: HealthTestsOptions): {
  baseUrl(): string;
} {
  const dbName = uniqueDbNameFor(service);
  const queuePrefix = `${service}-test-${testId()}`;
  const queues = consumes.flatMap((type) => [`${queuePrefix}.${type}`, `${queuePrefix}.${type}.dlq`]);
  const checks = consumes.length > 0 ? { mongo: true, bus: true, consuming: true } : { mongo: true };
  let baseUrl = '';

  beforeAll(async () => {
    ({ url: baseUrl } = await app.start({
      ...overrides,
      PORT: 0,
      MONGO_DB: dbName,
      ...(consumes.length > 0 ? { QUEUE_PREFIX: queuePrefix } : {}),
    }));
  });

  afterAll(async () => {
    await app.stop();
    if (queues.length > 0) await deleteQueues(queues);
    const client = await MongoClient.connect(process.env.MONGO_URL as string);
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  describe('GET /health and GET /ready', () => {
    it('when the service runs, then /health answers ok', async () => {
      expect(await getJson(`${baseUrl}/health`)).toEqual({ status: 200, body: { status: 'ok', service } });
    });

    it(`when ${consumes.length > 0 ? 'the database and the broker are' : 'the database is'} connected, then /ready answers ready`, async () => {
      await eventually(async () => (await getJson(`${baseUrl}/ready`)).status === 200);

      expect(await getJson(`${baseUrl}/ready`)).toEqual({ status: 200, body: { status: 'ready', service, checks } });
    });

    it('when the path is unknown, then 404 JSON', async () => {
      expect(await getJson(`${baseUrl}/api/unknown`)).toEqual({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
    });

    it('when a bad bearer token is sent, then 401', async () => {
      expect(await getJson(`${baseUrl}${apiPath}`, { headers: { authorization: 'Bearer x.y.z' } })).toEqual({
        status: 401,
        body: { error: 'Invalid or expired token', code: 'INVALID_TOKEN' },
      });
    });
  });

  return { baseUrl: () => baseUrl };
}
