import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { getJson, playersServiceForTests, postJson } from './support';

const service = playersServiceForTests();

describe('query operators and operator bodies on the players service (issue 12)', () => {
  it.each([
    ['GET /api/rankings', '/api/rankings?q[$regex]=.*'],
    ['GET /api/rankings', '/api/rankings?country[$ne]=UAE'],
  ])('when %s carries an operator in its query, then 400', async (_label, path) => {
    const { status, body } = await getJson(`${service.url()}${path}`);

    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('when PATCH /api/profile/me sends an operator as a value, then 400 and the profile is unchanged', async () => {
    const { access_token } = await passwordGrant(demoUsers.khalid.email);

    const { status, body } = await postJson(`${service.url()}/api/profile/me`, { country: { $ne: null } }, access_token, 'PATCH');

    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});
