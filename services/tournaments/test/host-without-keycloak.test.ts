import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { sendJson } from './host-support';
import { deleteQueues, getJson, testId, uniqueDbName } from './support';

const prefix = `tournaments-test-${testId()}`;
let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, KEYCLOAK_URL: undefined }));
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => deleteQueues([`${prefix}.invitation-accepted`, `${prefix}.invitation-accepted.dlq`]),
  ),
);

describe('tournaments host routes without Keycloak settings', () => {
  it('when the public list is asked for, then it is served', async () => {
    expect((await getJson(`${baseUrl}/api/tournaments`)).status).toBe(200);
  });

  it('when a tournament is created, then 401 Authentication is not configured', async () => {
    const answer = await sendJson(`${baseUrl}/api/tournaments`, { title: 'Offline Open', start_date: '2026-12-01', city: 'Dubai' });

    expect(answer).toEqual({ status: 401, body: { error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' } });
  });

  it('when the own list is asked for, then 401 Authentication is not configured', async () => {
    expect(await getJson(`${baseUrl}/api/tournaments/me`)).toEqual({
      status: 401,
      body: { error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' },
    });
  });
});
