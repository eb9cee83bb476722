import { uniqueDbNameFor } from '@padel/tools/testing/service-tests';

export { deleteQueues, eventually, getJson, testId } from '@padel/tools/testing/service-tests';

export const uniqueDbName = (): string => uniqueDbNameFor('tournaments');
