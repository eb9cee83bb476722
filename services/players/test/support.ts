import { createSign, generateKeyPairSync } from 'node:crypto';
import mongoose from 'mongoose';
import { createLogger } from '@padel/service-kit';
import { start, stop } from '../src/app';
import type { Config } from '../src/config';
import { KeycloakAccounts } from '../src/data-access/keycloak-accounts';
import { deleteQueues, eventually, getJson, testId, uniqueDbNameFor } from '@padel/tools/testing/service-tests';

export { deleteQueues, eventually, getJson, testId };

export const uniqueDbName = (): string => uniqueDbNameFor('players');

/** The event types the service consumes, each from its own durable queue `<prefix>.<type>`. */
export const CONSUMED_EVENTS = [
  'invitation-accepted',
  'invitation-sent',
  'invitation-closed',
  'match-completed',
  'tournament-completed',
  'entry-confirmed',
  'entry-waitlisted',
  'entry-rejected',
  'tournament-drawn',
] as const;

/** The durable queues (and their dead-letter queues) a service started with `prefix` declares on the shared broker. */
export const playersQueues = (prefix: string): string[] =>
  CONSUMED_EVENTS.flatMap((type) => [`${prefix}.${type}`, `${prefix}.${type}.dlq`]);

// --- Keycloak accounts and tokens for tests ----------------------------------------------------------------

/** Admin access to the test realm (the same service account the sign-up uses). */
export function testAccounts(): KeycloakAccounts {
  return new KeycloakAccounts({
    baseUrl: process.env.KEYCLOAK_URL as string,
    realm: process.env.KEYCLOAK_REALM ?? 'padel',
    adminClientId: process.env.KEYCLOAK_SIGNUP_CLIENT_ID ?? 'padel-signup',
    adminClientSecret: process.env.KEYCLOAK_SIGNUP_CLIENT_SECRET as string,
    webClientId: process.env.KEYCLOAK_WEB_CLIENT_ID ?? 'padel-web',
    timeoutMs: 10_000,
    logger: createLogger('players-test'),
  });
}

export const uniqueEmail = (purpose: string) => `players-${purpose}-${testId()}@padel.test`;

/** Keycloak users created by a test file; removed in afterAll so the shared test realm does not fill up. */
export class CreatedUsers {
  private readonly emails = new Set<string>();

  track(email: string): string {
    this.emails.add(email.toLowerCase());
    return email;
  }

  async removeAll(): Promise<void> {
    const accounts = testAccounts();
    for (const email of this.emails) {
      for (const id of await accounts.findUserIdsByEmail(email)) await accounts.deleteUser(id);
    }
  }
}

export interface SignedUp {
  id: string;
  email: string;
  token: string;
  /** The name signed up with, as stored. */
  fullName: string;
}

/** Signs a fresh user up through the service and returns the session's access token; names are one player's each (decision 182). */
export async function signUp(
  baseUrl: string,
  users: CreatedUsers,
  purpose: string,
  fullName = `Test Player ${testId()}`,
): Promise<SignedUp> {
  const email = users.track(uniqueEmail(purpose));
  const { status, body } = await postJson(`${baseUrl}/api/auth/signup`, { email, password: 'secret-123', full_name: fullName });
  if (status !== 201) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`);
  return { id: body.user.id, email, token: body.session.access_token, fullName: body.profile.full_name };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
export async function postJson(url: string, body: unknown, token?: string, method = 'POST'): Promise<{ status: number; body: any }> {
  return getJson(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A well-formed RS256 token with the right issuer and audience, signed by a key the realm never had. */
export function foreignSignedToken(sub: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const issuer = `${process.env.KEYCLOAK_PUBLIC_URL ?? process.env.KEYCLOAK_URL}/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}`;
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'foreign' })}.${encode({
    iss: issuer,
    aud: process.env.API_AUDIENCE ?? 'padel-api',
    sub,
    exp: now + 300,
    iat: now,
    email: 'intruder@padel.test',
    realm_access: { roles: ['user', 'player', 'partner', 'admin'] },
  })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

/**
 * The players service on port 0 with a database and queues of its own for the enclosing test file; the Keycloak users
 * the file creates through `users` are removed afterwards.
 */
export function playersServiceForTests(overrides: Partial<Config> = {}): { url: () => string; users: CreatedUsers } {
  const prefix = `players-test-${testId()}`;
  const users = new CreatedUsers();
  let baseUrl = '';

  beforeAll(async () => {
    ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, ...overrides }));
  });

  afterAll(async () => {
    await users.removeAll();
    await mongoose.connection.dropDatabase();
    await stop();
    await deleteQueues(playersQueues(prefix));
  });

  return { url: () => baseUrl, users };
}

// --- Organizer applications and the admin area (decision 199) ----------------------------------------------

/** A complete, valid organizer application. */
export const applicationBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  organization_name: `Dunes Padel Club ${testId()}`,
  org_type: 'club',
  website: 'https://dunes-padel.example',
  phone: '+971 50 123 4567',
  city: 'Dubai',
  country: 'United Arab Emirates',
  preferred_categories: ['bronze', 'silver'],
  venues: 'Four indoor courts in Al Quoz',
  experience: 'Monthly club ladders since 2022',
  compliance_confirmed: true,
  ...overrides,
});

/** The demo admin's access token (a real Keycloak sign-in). */
export async function adminToken(): Promise<string> {
  const { passwordGrant, demoUsers } = await import('@padel/tools/testing/keycloak');
  return (await passwordGrant(demoUsers.admin.email)).access_token;
}

/** Submits an application as `token` and returns its id. */
export async function applyAs(baseUrl: string, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await postJson(`${baseUrl}/api/organizer-applications`, applicationBody(overrides), token);
  if (status !== 201) throw new Error(`application failed: ${status} ${JSON.stringify(body)}`);
  return body.application.id;
}

// --- The admin's Users section (decision 202) ----------------------------------------------------------------

export const adminUsersUrl = (baseUrl: string, path = '') => `${baseUrl}/api/admin/users${path}`;

/** The user as the admin sees them, once no change of theirs is pending any more. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
export async function settledUser(baseUrl: string, admin: string, id: string): Promise<any> {
  let user: { pending?: boolean } | undefined;
  await eventually(async () => {
    user = (await getJson(adminUsersUrl(baseUrl, `/${id}`), bearer(admin))).body;
    return user?.pending === false;
  });
  return user;
}

/** The user id (`sub`) of an access token. */
export const subjectOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { sub: string }).sub;
