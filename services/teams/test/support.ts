import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import mongoose from 'mongoose';
import type { EventEnvelope } from '@padel/contracts';
import { passwordGrant, serviceAccountGrant } from '@padel/tools/testing/keycloak';
import { deleteQueues, eventually, getJson, testId, uniqueDbNameFor } from '@padel/tools/testing/service-tests';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import { start, stop } from '../src/app';
import type { Config } from '../src/config';
import { InvitationModel } from '../src/data-access/invitation-model';
import { TeamModel } from '../src/data-access/team-model';

export { deleteQueues, eventually, getJson, testId };

export const uniqueDbName = (): string => uniqueDbNameFor('teams');

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
  body: any;
}

/** JSON call with an optional bearer token. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves when an invitation was sent `days` into the past, bypassing mongoose's timestamps. */
export async function sentDaysAgo(invitationId: string, days: number): Promise<void> {
  const createdAt = new Date(Date.now() - days * DAY_MS);
  await InvitationModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(invitationId) }, { $set: { createdAt } });
}

/** The event types the service consumes, each from its own durable queue `<prefix>.<type>`. */
export const CONSUMED_EVENTS = ['entry-confirmed', 'entry-withdrawn', 'tournament-status-changed', 'account-blocked'] as const;

/** The queues a teams service with QUEUE_PREFIX `prefix` consumes (with their dead-letter queues). */
export const queuesOf = (prefix: string): string[] => CONSUMED_EVENTS.flatMap((type) => [`${prefix}.${type}`, `${prefix}.${type}.dlq`]);

/** A test file's teams service: calls to it as a signed-in user, and sending invitations through it. */
export interface TeamsApi {
  /** A JSON call to the service (`options.token` from `as(user)`). */
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<ApiAnswer>;
  /** The access token of one of the signed-in users, as call options. */
  as(user: { email: string }): { token: string };
  /** POST /api/team-invitations as `from`; expects 201 and returns the invitation. */
  invite(from: { email: string }, body: unknown): Promise<{ id: string; token: string }>;
  /** The service's address (for a call whose headers matter). */
  baseUrl(): string;
}

/**
 * Registers the jest hooks of a test file that talks to the teams service over HTTP: the service on port 0 with
 * its own database and queue prefix (and the given config overrides), `users` signed in once, and no invitations
 * or teams at the start of each test.
 */
export function teamsServiceForTests(
  users: ReadonlyArray<{ email: string }>,
  overrides: Partial<Config> | (() => Partial<Config>) = {},
): TeamsApi {
  const prefix = `teams-test-${testId()}`;
  const tokens = new Map<string, string>();
  let baseUrl = '';

  beforeAll(async () => {
    const settings = typeof overrides === 'function' ? overrides() : overrides;
    ({ url: baseUrl } = await start({ ...settings, PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix }));
    for (const user of users) tokens.set(user.email, (await passwordGrant(user.email)).access_token);
  });

  afterAll(async () => {
    await mongoose.connection.dropDatabase();
    await stop();
    await deleteQueues(queuesOf(prefix));
  });

  beforeEach(async () => {
    await Promise.all([InvitationModel.deleteMany({}), TeamModel.deleteMany({})]);
  });

  const api: TeamsApi = {
    call: (method, path, options) => call(baseUrl, method, path, options),
    baseUrl: () => baseUrl,
    as: (user) => ({ token: tokens.get(user.email) ?? '' }),
    async invite(from, body) {
      const { status, body: answer } = await api.call('POST', '/api/team-invitations', { ...api.as(from), body });
      expect(status).toBe(201);
      return answer.invitation;
    },
  };
  return api;
}

/**
 * Registers the jest hooks of a test file that sends events to the teams service: the service on port 0 with its
 * own database and queue prefix, and a publisher on the shared broker.
 */
export function teamsConsumerForTests(): { publish: (event: EventEnvelope) => Promise<void>; baseUrl: () => string } {
  const service = serviceUnderTest({ service: 'teams', app: { start, stop }, consumes: CONSUMED_EVENTS, publisher: true });
  return { publish: (event) => service.publisher().publish(event), baseUrl: service.url };
}

/**
 * A TCP proxy in front of a shared engine (the broker, the SMTP server) that a test can cut and restore, so the
 * service under test sees it go away without the shared engine stopping. `url` is the engine's URL through the proxy.
 */
export async function tcpProxy(
  engineUrl: string,
): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const target = new URL(engineUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5672), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => (server as Server).listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  const url = new URL(engineUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut, restore: listen, close: cut };
}

/** A Keycloak account of a test's own (unique email). */
export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

/** A call to the realm's admin API as the sign-up service account (it may manage users). */
async function realmAdmin(method: string, path: string, body?: unknown): Promise<Response> {
  const { access_token } = await serviceAccountGrant();
  return fetch(`${process.env.KEYCLOAK_URL}/admin/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}${path}`, {
    method,
    headers: { authorization: `Bearer ${access_token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An account whose email is not verified yet, as sign-up leaves it; remove it with `deleteAccount`. */
export async function unverifiedAccount(purpose: string): Promise<TestAccount> {
  const email = `teams-${purpose}-${testId()}@padel.test`;
  const password = 'secret-123';
  const response = await realmAdmin('POST', '/users', {
    username: email,
    email,
    firstName: 'Unverified',
    lastName: purpose,
    enabled: true,
    emailVerified: false,
    credentials: [{ type: 'password', value: password, temporary: false }],
  });
  if (response.status !== 201) throw new Error(`creating ${email} failed: ${response.status} ${await response.text()}`);
  return { id: response.headers.get('location')?.split('/').pop() as string, email, password };
}

/** Has Keycloak mail the account its verification link, as sign-up does. */
export async function sendVerificationMail(account: TestAccount): Promise<void> {
  const response = await realmAdmin('PUT', `/users/${account.id}/send-verify-email?client_id=padel-web`);
  if (response.status !== 204) throw new Error(`verification mail to ${account.email} refused: ${response.status}`);
}

export async function deleteAccount(account: TestAccount): Promise<void> {
  await realmAdmin('DELETE', `/users/${account.id}`);
}

/** A fresh access token of the account (after a verification, it says `email_verified: true`). */
export async function tokenOf(account: TestAccount): Promise<{ token: string }> {
  return { token: (await passwordGrant(account.email, account.password)).access_token };
}
