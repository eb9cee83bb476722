import mongoose from 'mongoose';
import { deleteQueues, eventually, getJson, testId, uniqueDbNameFor } from '@padel/tools/testing/service-tests';

import { start, stop } from '../src/app';

export { deleteQueues, eventually, getJson, testId };

export const uniqueDbName = (): string => uniqueDbNameFor('tournaments');

/**
 * Starts the tournaments service for one test file: port 0, a database and queues of its own, all removed afterwards.
 * Call at the top level of the file; `url()` is the service's base URL once it has started. `overrides` go to its config.
 */
export function tournamentsServiceForTests(overrides: { SEED_DEMO_DATA?: boolean } = {}): { url: () => string } {
  const prefix = `tournaments-test-${testId()}`;
  let baseUrl = '';

  beforeAll(async () => {
    ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, ...overrides }));
  });

  afterAll(async () => {
    await mongoose.connection.dropDatabase();
    await stop();
    await deleteQueues([`${prefix}.invitation-accepted`, `${prefix}.invitation-accepted.dlq`]);
  });

  return { url: () => baseUrl };
}
