import { randomBytes } from 'node:crypto';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run tests through jest's global setup (real engines)`);
  return value;
}

const realmUrl = () => `${required('KEYCLOAK_URL')}/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}`;

/**
 * A new Keycloak account with a verified e-mail, created through the sign-up client's service account (as the players
 * service creates accounts): a person whose sign-ins no other test touches.
 */
export async function createAccount(): Promise<{ email: string; password: string }> {
  const tokenResponse = await fetch(`${realmUrl()}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: process.env.KEYCLOAK_SIGNUP_CLIENT_ID ?? 'padel-signup',
      client_secret: required('KEYCLOAK_SIGNUP_CLIENT_SECRET'),
    }),
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  const email = `owner-${randomBytes(5).toString('hex')}@padel.test`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const adminUrl = realmUrl().replace('/realms/', '/admin/realms/');
  const response = await fetch(`${adminUrl}/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: email,
      email,
      firstName: 'Account',
      lastName: 'Owner',
      enabled: true,
      emailVerified: true,
      credentials: [{ type: 'password', value: password, temporary: false }],
    }),
  });
  if (response.status !== 201) throw new Error(`account not created: ${response.status} ${await response.text()}`);
  return { email, password };
}

/** An address of the benchmarking range (RFC 2544, 198.18.0.0/15) no other test uses: one client of the gateway. */
export const uniqueClientAddress = () => `198.18.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] as number) % 254)}`;

/** A /64 of the documentation prefix (RFC 3849) no other test uses, as `2001:db8:xxxx:xxxx`: one IPv6 subscriber. */
export const uniqueIpv6Network = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** A database address where nothing listens (the discard port): the limits store is down. */
export const unreachableMongo = 'mongodb://127.0.0.1:9';
