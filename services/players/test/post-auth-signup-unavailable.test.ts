import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { start, stop } from '../src/app';
import { ProfileModel } from '../src/data-access/profile-model';
import { deleteQueues, postJson, testId, uniqueDbName, playersQueues } from './support';

// Each case starts the service with other Keycloak settings, so this file holds the sign-up's dependency failures.

const prefix = `players-test-${testId()}`;
const valid = () => ({ email: `players-unavailable-${testId()}@padel.test`, password: 'secret-123', full_name: 'Offline Case' });

async function startWith(overrides: Parameters<typeof start>[0]): Promise<string> {
  return (await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, ...overrides })).url;
}

async function stopAndDrop(): Promise<void> {
  await mongoose.connection.dropDatabase();
  await stop();
}

/** A port where nothing listens: bind one, then close it. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/auth`;
}

afterAll(async () => {
  await deleteQueues(playersQueues(prefix));
});

describe('POST /api/auth/signup', () => {
  afterEach(stopAndDrop);

  it('when Keycloak cannot be reached, then 503 and no profile is written', async () => {
    const baseUrl = await startWith({ KEYCLOAK_URL: await closedPortUrl() });

    const { status, body } = await postJson(`${baseUrl}/api/auth/signup`, valid());

    expect({ status, body }).toEqual({ status: 503, body: { error: 'Authentication service unavailable', code: 'AUTH_UNAVAILABLE' } });
    expect(await ProfileModel.countDocuments({ full_name: 'Offline Case' })).toBe(0);
  });

  it('when Keycloak accepts the connection but never answers, then 503 after the configured time limit', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const baseUrl = await startWith({ KEYCLOAK_URL: `http://127.0.0.1:${port}/auth`, KEYCLOAK_TIMEOUT_MS: 300 });

    try {
      expect((await postJson(`${baseUrl}/api/auth/signup`, valid())).status).toBe(503);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('when the sign-up client secret is not configured, then 503 "Sign-up is not available"', async () => {
    const baseUrl = await startWith({ KEYCLOAK_SIGNUP_CLIENT_SECRET: undefined });

    expect(await postJson(`${baseUrl}/api/auth/signup`, valid())).toEqual({
      status: 503,
      body: { error: 'Sign-up is not available', code: 'SIGNUP_UNAVAILABLE' },
    });
  });

  it('when the sign-up client secret is wrong, then 503 and nothing is created', async () => {
    const baseUrl = await startWith({ KEYCLOAK_SIGNUP_CLIENT_SECRET: 'not-the-secret' });

    expect(await postJson(`${baseUrl}/api/auth/signup`, valid())).toEqual({
      status: 503,
      body: { error: 'Authentication service unavailable', code: 'AUTH_UNAVAILABLE' },
    });
  });

  it('when the body is invalid and Keycloak is down, then the validation error comes first (400)', async () => {
    const baseUrl = await startWith({ KEYCLOAK_URL: await closedPortUrl() });

    expect((await postJson(`${baseUrl}/api/auth/signup`, { ...valid(), password: '123' })).status).toBe(400);
  });
});
