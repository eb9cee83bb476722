import { deleteQueues, eventually, getJson, testId, uniqueDbNameFor } from '@padel/tools/testing/service-tests';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as tournaments from '../src/app';

export { deleteQueues, eventually, getJson, testId };

export const uniqueDbName = (): string => uniqueDbNameFor('tournaments');

/** The event types the service consumes, each from its own durable queue `<prefix>.<type>`. */
export const CONSUMED_EVENTS = ['invitation-accepted', 'account-blocked'] as const;

/**
 * Starts the tournaments service for one test file: port 0, a database and queues of its own, all removed afterwards.
 * Call at the top level of the file; `url()` is the service's base URL once it has started. `overrides` go to its config.
 */
export function tournamentsServiceForTests(overrides: { SEED_DEMO_DATA?: boolean } = {}): { url: () => string } {
  return serviceUnderTest({ service: 'tournaments', app: tournaments, consumes: CONSUMED_EVENTS, overrides });
}
