import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as tournaments from '../src/app';
import { sendJson } from './host-support';
import { CONSUMED_EVENTS, getJson } from './support';

const service = serviceUnderTest({
  service: 'tournaments',
  app: tournaments,
  consumes: CONSUMED_EVENTS,
  overrides: { KEYCLOAK_URL: undefined },
});

describe('tournaments host routes without Keycloak settings', () => {
  it('when the public list is asked for, then it is served', async () => {
    expect((await getJson(`${service.url()}/api/tournaments`)).status).toBe(200);
  });

  it('when a tournament is created, then 401 Authentication is not configured', async () => {
    const answer = await sendJson(`${service.url()}/api/tournaments`, { title: 'Offline Open', start_date: '2026-12-01', city: 'Dubai' });

    expect(answer).toEqual({ status: 401, body: { error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' } });
  });

  it('when the own list is asked for, then 401 Authentication is not configured', async () => {
    expect(await getJson(`${service.url()}/api/tournaments/me`)).toEqual({
      status: 401,
      body: { error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' },
    });
  });
});
