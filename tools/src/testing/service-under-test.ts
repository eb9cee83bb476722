// One service started for a test file, on the real test engines, with everything it made removed afterwards.
import { createLogger, EventBus } from '@padel/service-kit';
import { MongoClient } from 'mongodb';
import type { ServiceModule } from './health-tests';
import { releaseAll } from './release-all';
import { deleteQueues, eventually, testId, uniqueDbNameFor } from './service-tests';

export interface ServiceUnderTestOptions {
  /** The service's name: its test database and queue prefix start with it. */
  service: string;
  app: ServiceModule;
  /** Event types the service consumes: their queues (and dead-letter queues) are removed afterwards. */
  consumes: readonly string[];
  /** Settings besides the port, database and queue prefix. */
  overrides?: Record<string, unknown>;
  /** Wait until the service is ready (its queues declared and bound) and open a publisher on the shared broker. */
  publisher?: boolean;
}

export interface ServiceUnderTest {
  /** The settings it was started with: `app.start(settings)` starts it again after a stop. */
  settings: Record<string, unknown>;
  /** Its queue prefix: a consumed event of type `t` waits in `<prefix>.<t>`. */
  queuePrefix: string;
  /** Its base URL, once started. */
  url(): string;
  /** The publisher (with `publisher: true`), once started. */
  publisher(): EventBus;
}

/**
 * Registers the jest hooks of a test file for one service: started on port 0 with a database and queue prefix of the
 * file's own; afterwards the publisher is closed, the database dropped, the service stopped and its queues deleted.
 */
export function serviceUnderTest({
  service,
  app,
  consumes,
  overrides = {},
  publisher: withPublisher = false,
}: ServiceUnderTestOptions): ServiceUnderTest {
  const queuePrefix = `${service}-test-${testId()}`;
  const settings = { ...overrides, PORT: 0, MONGO_DB: uniqueDbNameFor(service), QUEUE_PREFIX: queuePrefix };
  let baseUrl: string | undefined;
  let publisher: EventBus | undefined;

  beforeAll(async () => {
    const { url } = await app.start(settings);
    baseUrl = url;
    if (!withPublisher) return;
    await eventually(async () => (await fetch(`${url}/ready`)).status === 200);
    publisher = new EventBus({ url: process.env.AMQP_URL as string, logger: createLogger(`${service}-test-publisher`) });
    publisher.start();
    await publisher.waitUntilConnected();
  });

  afterAll(() =>
    releaseAll(
      () => publisher?.close(),
      () => dropDatabase(settings.MONGO_DB),
      () => app.stop(),
      () => deleteQueues(consumes.flatMap((type) => [`${queuePrefix}.${type}`, `${queuePrefix}.${type}.dlq`])),
    ),
  );

  return {
    settings,
    queuePrefix,
    url: () => {
      if (!baseUrl) throw new Error(`the ${service} service is not started`);
      return baseUrl;
    },
    publisher: () => {
      if (!publisher) throw new Error(`the ${service} test publisher is not started`);
      return publisher;
    },
  };
}

async function dropDatabase(name: string): Promise<void> {
  const client = await MongoClient.connect(process.env.MONGO_URL as string);
  try {
    await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}
