import { SignupResponseSchema } from '@padel/contracts';
import { createTokenVerifier } from '@padel/service-kit';
import { passwordGrant, serviceAccountGrant } from '@padel/tools/testing/keycloak';
import { linksIn, waitForMail } from '@padel/tools/testing/mailpit';
import { ProfileModel } from '../src/data-access/profile-model';
import { bearer, getJson, postJson, testAccounts, testId, uniqueEmail, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

/** The claims of a token (its signature is checked elsewhere). */
const claimsOf = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());

const signupUrl = () => `${serviceUrl()}/api/auth/signup`;

/** Verifies a token exactly as the services do. */
function apiVerifier() {
  const realmPath = `/realms/${process.env.KEYCLOAK_REALM}`;
  return createTokenVerifier({
    jwksUrl: `${process.env.KEYCLOAK_URL}${realmPath}/protocol/openid-connect/certs`,
    issuer: `${process.env.KEYCLOAK_PUBLIC_URL}${realmPath}`,
    audience: process.env.API_AUDIENCE as string,
  });
}

async function keycloakUser(
  email: string,
): Promise<{ id: string; firstName: string; lastName: string; emailVerified: boolean } | undefined> {
  const [id] = await testAccounts().findUserIdsByEmail(email);
  if (!id) return undefined;
  const { access_token } = await serviceAccountGrant();
  const { body } = await getJson(
    `${process.env.KEYCLOAK_URL}/admin/realms/${process.env.KEYCLOAK_REALM}/users/${id}`,
    bearer(access_token),
  );
  return body;
}

describe('POST /api/auth/signup', () => {
  it('when the details are valid, then the account, its profile and a session carrying roles user and player are returned', async () => {
    const email = users.track(uniqueEmail('signup'));

    const { status, body } = await postJson(signupUrl(), { email, password: 'secret-123', full_name: 'Aisha Al Suwaidi' });

    expect(status).toBe(201);
    const response = SignupResponseSchema.parse(body);
    expect(response).toMatchObject({
      message: 'Account created!',
      code: 'ACCOUNT_CREATED',
      user: { email },
      profile: { id: response.user.id, full_name: 'Aisha Al Suwaidi', email, role: 'player', points: 0, wins: 0, losses: 0, ranking: null },
    });
    const principal = await apiVerifier()(response.session?.access_token as string);
    expect(principal).toMatchObject({ sub: response.user.id, email });
    expect(principal.roles).toEqual(expect.arrayContaining(['user', 'player']));
    expect(principal.roles).not.toContain('partner');
    expect(Object.keys(body.session).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_expires_in',
      'refresh_token',
      'token_type',
    ]);
  });

  it('when the account is created, then the Keycloak user has the full name split into first and last name and an email not yet verified', async () => {
    const email = users.track(uniqueEmail('names'));

    await postJson(signupUrl(), { email, password: 'secret-123', full_name: '  Mohammed  bin Rashid Al Maktoum ' });

    expect(await keycloakUser(email)).toMatchObject({ firstName: 'Mohammed', lastName: 'bin Rashid Al Maktoum', emailVerified: false });
  });

  it("when the account is created, then a verification mail with a link to the realm's public login actions arrives", async () => {
    const email = users.track(uniqueEmail('verify'));

    await postJson(signupUrl(), { email, password: 'secret-123', full_name: 'Verify Me' });

    const mail = await waitForMail(email, { subject: /verify email/i });
    const publicActions = `${process.env.KEYCLOAK_PUBLIC_URL}/realms/${process.env.KEYCLOAK_REALM}/login-actions/action-token?key=`;
    expect(linksIn(mail, publicActions)).toHaveLength(1);
  });

  it('when the email is not verified yet, then the new account still signs in and its tokens say email_verified false', async () => {
    const email = users.track(uniqueEmail('unverified'));
    const { body } = await postJson(signupUrl(), { email, password: 'secret-123', full_name: 'Not Yet Verified' });

    const again = await passwordGrant(email, 'secret-123');

    expect(claimsOf(body.session.access_token)).toMatchObject({ email, email_verified: false });
    expect(claimsOf(again.access_token)).toMatchObject({ email, email_verified: false });
  });

  it('when the full name is a single word, then it is both first and last name and the user can still sign in', async () => {
    const email = users.track(uniqueEmail('single'));

    const { status, body } = await postJson(signupUrl(), { email, password: 'secret-123', full_name: 'Zayed' });

    expect(status).toBe(201);
    expect(body.session.access_token).toEqual(expect.any(String));
    expect(await keycloakUser(email)).toMatchObject({ firstName: 'Zayed', lastName: 'Zayed' });
  });

  it('when the session token is used, then GET /api/profile/me answers the new profile', async () => {
    const email = users.track(uniqueEmail('session'));
    const { body } = await postJson(signupUrl(), { email, password: 'secret-123', full_name: 'Fatima Al Nuaimi' });

    const me = await getJson(`${serviceUrl()}/api/profile/me`, bearer(body.session.access_token));

    expect(me).toEqual({ status: 200, body: expect.objectContaining({ id: body.user.id, full_name: 'Fatima Al Nuaimi', role: 'player' }) });
  });

  it('when the email is given in capitals with spaces, then it is stored trimmed and in lower case', async () => {
    const email = users.track(uniqueEmail('case'));

    const { status, body } = await postJson(signupUrl(), {
      email: `  ${email.toUpperCase()} `,
      password: 'secret-123',
      full_name: 'Case Test',
    });

    expect(status).toBe(201);
    expect(body.user.email).toBe(email);
  });

  it('when the email already has an account, then 409 with a clear message and no second profile', async () => {
    const email = users.track(uniqueEmail('duplicate'));
    await postJson(signupUrl(), { email, password: 'secret-123', full_name: 'First Owner' });

    const again = await postJson(signupUrl(), { email: email.toUpperCase(), password: 'other-456', full_name: 'Second Owner' });

    expect(again).toEqual({ status: 409, body: { error: 'An account with this email already exists', code: 'ACCOUNT_EXISTS' } });
    expect(await ProfileModel.countDocuments({ email })).toBe(1);
  });

  it('when a profile with the email exists without a Keycloak user, then 409 and the Keycloak user just created is removed again', async () => {
    const email = users.track(uniqueEmail('orphan'));
    await ProfileModel.create({ _id: `6b0f7c9e-1d2a-4f3b-9c1e-${testId()}0000`, full_name: 'Orphan Profile', email });

    const { status, body } = await postJson(signupUrl(), { email, password: 'secret-123', full_name: 'New Owner' });

    expect({ status, body }).toEqual({ status: 409, body: { error: 'An account with this email already exists', code: 'ACCOUNT_EXISTS' } });
    expect(await testAccounts().findUserIdsByEmail(email)).toEqual([]);
    expect(await ProfileModel.countDocuments({ email })).toBe(1);
  });

  it.each<[{ email?: string; password?: string; full_name?: string }, string]>([
    [{ password: 'secret-123', full_name: 'No Email' }, 'email: Email is required'],
    [{ email: 'not-an-email', password: 'secret-123', full_name: 'Bad Email' }, 'email: Invalid email address'],
    [{ email: 'short@padel.test', password: '12345', full_name: 'Short Password' }, 'password: Password must be at least 6 characters'],
    [{ email: 'nopass@padel.test', full_name: 'No Password' }, 'password: Password is required'],
    [{ email: 'noname@padel.test', password: 'secret-123' }, 'full_name: Full name is required'],
    [{ email: 'blank@padel.test', password: 'secret-123', full_name: '   ' }, 'full_name: Full name is required'],
  ])('when the body is %j, then 400 "%s" and nothing is created', async (payload, error) => {
    const { status, body } = await postJson(signupUrl(), payload);

    expect(status).toBe(400);
    expect(body.error).toBe(error);
    if (payload.email) expect(await testAccounts().findUserIdsByEmail(payload.email)).toEqual([]);
  });

  it('when the password has exactly 6 characters, then the account is created', async () => {
    const email = users.track(uniqueEmail('six'));

    expect((await postJson(signupUrl(), { email, password: 'k7#pQz', full_name: 'Six Chars' })).status).toBe(201);
  });

  // Issue 31, point 10: the realm's password policy (decision 188), told in the API's codes.
  it.each([
    [
      'one of the 10,000 most common passwords',
      'password1',
      'PASSWORD_TOO_COMMON',
      'This password is one of the most common ones: choose another',
    ],
    [
      'a common password in other letter cases',
      'QWERTY123',
      'PASSWORD_TOO_COMMON',
      'This password is one of the most common ones: choose another',
    ],
    ['the account’s own email', null, 'PASSWORD_IS_EMAIL', 'The password must not be your email address'],
  ])('when the password is %s, then 400 with its code and no account is made', async (_case, password, code, error) => {
    const email = users.track(uniqueEmail('weak'));

    const { status, body } = await postJson(signupUrl(), { email, password: password ?? email, full_name: 'Weak Password' });

    expect({ status, body }).toEqual({ status: 400, body: { error, code } });
    expect(await testAccounts().findUserIdsByEmail(email)).toEqual([]);
  });
});
