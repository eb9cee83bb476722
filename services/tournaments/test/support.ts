import { deleteQueues, eventually, getJson, testId, uniqueDbNameFor } from '@padel/tools/testing/service-tests';

export { deleteQueues, eventually, getJson, testId };

export const uniqueDbName = (): string => uniqueDbNameFor('tournaments');
