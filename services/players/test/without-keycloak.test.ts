import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as players from '../src/app';
import { CONSUMED_EVENTS, getJson, postJson, testId } from './support';

const service = serviceUnderTest({ service: 'players', app: players, consumes: CONSUMED_EVENTS, overrides: { KEYCLOAK_URL: undefined } });

describe('players service without Keycloak settings', () => {
  it('when the public list is asked for, then it is served', async () => {
    const { status, body } = await getJson(`${service.url()}/api/players`);

    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  });

  it.each([
    ['GET', '/api/profile/me', undefined],
    ['PATCH', '/api/profile/me', { country: 'Oman' }],
    ['POST', '/api/players', { name: 'No Auth', country: 'Oman' }],
  ])('when %s %s is called, then 401 Authentication is not configured', async (method, path, body) => {
    const answer = body ? await postJson(`${service.url()}${path}`, body, undefined, method) : await getJson(`${service.url()}${path}`);

    expect(answer).toEqual({ status: 401, body: { error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' } });
  });

  it('when someone signs up, then 503 Sign-up is not available', async () => {
    const answer = await postJson(`${service.url()}/api/auth/signup`, {
      email: `x-${testId()}@padel.test`,
      password: 'secret-123',
      full_name: 'No Auth',
    });

    expect(answer).toEqual({ status: 503, body: { error: 'Sign-up is not available', code: 'SIGNUP_UNAVAILABLE' } });
  });
});
