import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { deleteQueues, getJson, postJson, testId, uniqueDbName, playersQueues } from './support';

const prefix = `players-test-${testId()}`;
let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, KEYCLOAK_URL: undefined }));
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => deleteQueues(playersQueues(prefix)),
  ),
);

describe('players service without Keycloak settings', () => {
  it('when the public list is asked for, then it is served', async () => {
    const { status, body } = await getJson(`${baseUrl}/api/players`);

    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  });

  it.each([
    ['GET', '/api/profile/me', undefined],
    ['PATCH', '/api/profile/me', { country: 'Oman' }],
    ['POST', '/api/players', { name: 'No Auth', country: 'Oman' }],
  ])('when %s %s is called, then 401 Authentication is not configured', async (method, path, body) => {
    const answer = body ? await postJson(`${baseUrl}${path}`, body, undefined, method) : await getJson(`${baseUrl}${path}`);

    expect(answer).toEqual({ status: 401, body: { error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' } });
  });

  it('when someone signs up, then 503 Sign-up is not available', async () => {
    const answer = await postJson(`${baseUrl}/api/auth/signup`, {
      email: `x-${testId()}@padel.test`,
      password: 'secret-123',
      full_name: 'No Auth',
    });

    expect(answer).toEqual({ status: 503, body: { error: 'Sign-up is not available', code: 'SIGNUP_UNAVAILABLE' } });
  });
});
