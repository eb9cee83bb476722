import { ProfileSchema } from '@padel/contracts';
import { demoUsers, passwordGrant, serviceAccountGrant } from '@padel/tools/testing/keycloak';
import { ProfileModel } from '../src/data-access/profile-model';
import {
  bearer,
  foreignSignedToken,
  getJson,
  postJson,
  signUp,
  testAccounts,
  testId,
  uniqueEmail,
  playersServiceForTests,
} from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const meUrl = () => `${serviceUrl()}/api/profile/me`;

/** A Keycloak user made outside sign-up (as an administrator would), so no profile exists for it yet. */
async function userWithoutProfile(fullName: {
  firstName: string;
  lastName: string;
}): Promise<{ id: string; email: string; token: string }> {
  const accounts = testAccounts();
  const email = users.track(uniqueEmail('outside'));
  const id = await accounts.createUser({ email, password: 'secret-123', ...fullName });
  await accounts.assignRealmRoles(id, ['user', 'player']);
  const { access_token } = await passwordGrant(email, 'secret-123');
  return { id, email, token: access_token };
}

describe('GET /api/profile/me', () => {
  it('when there is no token, then 401 Not authenticated', async () => {
    expect(await getJson(meUrl())).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
  });

  it('when the token is garbage, then 401', async () => {
    expect(await getJson(meUrl(), bearer('not.a.token'))).toEqual({
      status: 401,
      body: { error: 'Invalid or expired token', code: 'INVALID_TOKEN' },
    });
  });

  it('when the token is a real realm token for another audience (service account), then 401', async () => {
    const { access_token } = await serviceAccountGrant();

    expect((await getJson(meUrl(), bearer(access_token))).status).toBe(401);
  });

  it('when the token has the right issuer and audience but is signed by a foreign key, then 401 and no profile is created', async () => {
    const sub = `6b0f7c9e-1d2a-4f3b-9c1e-${testId()}0000`;

    expect((await getJson(meUrl(), bearer(foreignSignedToken(sub)))).status).toBe(401);
    expect(await ProfileModel.findById(sub)).toBeNull();
  });

  it('when a demo player signs in, then the seeded profile is returned with role player', async () => {
    const { access_token } = await passwordGrant(demoUsers.omar.email);

    const { status, body } = await getJson(meUrl(), bearer(access_token));

    expect(status).toBe(200);
    const { player } = (await getJson(meUrl().replace('/api/profile/me', `/api/rankings/players/${demoUsers.omar.id}`))).body;
    expect(ProfileSchema.parse(body)).toMatchObject({
      id: demoUsers.omar.id,
      full_name: 'Omar Haddad',
      email: demoUsers.omar.email,
      role: 'player',
      ranking: player.ranking,
      points: player.points,
    });
  });

  it.each([
    ['noura', 'partner'],
    ['admin', 'admin'],
  ] as const)('when %s signs in, then the role is derived from the token: %s', async (user, role) => {
    const { access_token } = await passwordGrant(demoUsers[user].email);

    expect((await getJson(meUrl(), bearer(access_token))).body).toMatchObject({ id: demoUsers[user].id, role });
  });

  it('when the stored role differs from the token roles, then the token wins and the stored role follows', async () => {
    await ProfileModel.updateOne({ _id: demoUsers.layla.id }, { $set: { role: 'admin' } });
    const { access_token } = await passwordGrant(demoUsers.layla.email);

    expect((await getJson(meUrl(), bearer(access_token))).body.role).toBe('player');
    expect((await ProfileModel.findById(demoUsers.layla.id).lean())?.role).toBe('player');
  });

  it('when a freshly signed-up user asks, then the profile made at sign-up is returned', async () => {
    const user = await signUp(serviceUrl(), users, 'me', 'Maryam Al Falasi');

    const { body } = await getJson(meUrl(), bearer(user.token));

    expect(body).toMatchObject({ id: user.id, email: user.email, full_name: 'Maryam Al Falasi', role: 'player', points: 0, ranking: null });
  });

  it('when the account was made outside sign-up, then the profile is created from the token claims on the first call, once', async () => {
    const user = await userWithoutProfile({ firstName: 'Rashid', lastName: 'Al Kaabi' });

    const [first, second] = await Promise.all([getJson(meUrl(), bearer(user.token)), getJson(meUrl(), bearer(user.token))]);
    const third = await getJson(meUrl(), bearer(user.token));

    for (const answer of [first, second, third]) {
      expect(answer).toEqual({
        status: 200,
        body: expect.objectContaining({ id: user.id, email: user.email, full_name: 'Rashid Al Kaabi', role: 'player', points: 0 }),
      });
    }
    expect(await ProfileModel.countDocuments({ _id: user.id })).toBe(1);
  });

  it('when a profile is created from claims, then it is not a registered player until the register form is sent', async () => {
    const user = await userWithoutProfile({ firstName: 'Salem', lastName: 'Al Mazrouei' });
    await getJson(meUrl(), bearer(user.token));

    expect((await getJson(`${serviceUrl()}/api/players/${user.id}`)).status).toBe(404);
  });

  it('when the user registers as a player, then the profile says registered_player (false before), so the site knows at once', async () => {
    const user = await signUp(serviceUrl(), users, 'me-registered', 'Latifa Al Suwaidi');
    expect((await getJson(meUrl(), bearer(user.token))).body).toMatchObject({ registered_player: false });

    await postJson(`${serviceUrl()}/api/players`, { name: 'Latifa Al Suwaidi', country: 'Oman' }, user.token);

    expect((await getJson(meUrl(), bearer(user.token))).body).toMatchObject({ registered_player: true });
  });

  it('when a demo player asks, then registered_player is true', async () => {
    const { access_token } = await passwordGrant(demoUsers.omar.email);

    expect((await getJson(meUrl(), bearer(access_token))).body).toMatchObject({ registered_player: true });
  });
});
