import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import type { Config } from '../src/config';
import { uniqueClientAddress, unreachableMongo } from './support/limits-support';
import { startUpstream, type TestUpstream } from './support/upstream';

/** Stand-ins for the services: every POST is answered 201, so only the gateway refuses. */
const created = () =>
  startUpstream((_request, res) => {
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ created: true }));
  });

/** In beforeAll, services that answer every POST 201 (only the gateway refuses) behind a gateway with `overrides`. */
function gatewayWithServices(overrides: Partial<Config>) {
  const stack = { services: undefined as unknown as TestUpstream, url: '' };
  beforeAll(async () => {
    stack.services = await created();
    const { url } = stack.services;
    ({ url: stack.url } = await start({ PORT: 0, PLAYERS_URL: url, TOURNAMENTS_URL: url, TEAMS_URL: url, NEWS_URL: url, ...overrides }));
  });
  afterAll(() =>
    releaseAll(
      () => stop(),
      () => stack.services.close(),
    ),
  );
  return stack;
}

describe('rate limits on /api', () => {
  const stack = gatewayWithServices({ TRUSTED_PROXY_COUNT: 1, SIGNUP_RATE_LIMIT: 2, INVITATION_RATE_LIMIT: 2, ENTRY_RATE_LIMIT: 2 });
  let omarToken: string;
  let laylaToken: string;

  beforeAll(async () => {
    const [omar, layla] = await Promise.all([passwordGrant(demoUsers.omar.email), passwordGrant(demoUsers.layla.email)]);
    omarToken = omar.access_token;
    laylaToken = layla.access_token;
  });

  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe('POST /api/auth/signup', () => {
    it('when one address exceeds the hourly limit, then 429 with Retry-After and the players service is not called; another address still signs up', async () => {
      const address = uniqueClientAddress();
      const allowed = [
        await post('/api/auth/signup', { 'x-forwarded-for': address }),
        await post('/api/auth/signup', { 'x-forwarded-for': address }),
      ];
      const callsBefore = stack.services.requests.length;

      const refused = await post('/api/auth/signup', { 'x-forwarded-for': address });
      const elsewhere = await post('/api/auth/signup', { 'x-forwarded-for': uniqueClientAddress() });

      expect(allowed.map((response) => response.status)).toEqual([201, 201]);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
      expect(await refused.json()).toEqual({
        error: 'Too many sign-up attempts from this address. Please try again later.',
        code: 'SIGNUP_RATE_LIMITED',
      });
      expect(stack.services.requests.length).toBe(callsBefore + 1);
      expect(elsewhere.status).toBe(201);
    });
  });

  describe('POST /api/team-invitations', () => {
    it('when a signed-in user has sent the hourly number of invitations, then the next one is 429 and another user still invites', async () => {
      const sent = [await post('/api/team-invitations', bearer(omarToken)), await post('/api/team-invitations', bearer(omarToken))];

      const refused = await post('/api/team-invitations', { ...bearer(omarToken), 'x-forwarded-for': uniqueClientAddress() });
      const otherUser = await post('/api/team-invitations', bearer(laylaToken));

      expect(sent.map((response) => response.status)).toEqual([201, 201]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
      expect(((await refused.json()) as { code: string }).code).toBe('INVITATIONS_RATE_LIMITED');
      expect(otherUser.status).toBe(201);
    });

    it('when nobody is signed in, then nothing is counted and the service answers', async () => {
      const answers = [
        await post('/api/team-invitations', {}),
        await post('/api/team-invitations', {}),
        await post('/api/team-invitations', {}),
      ];

      expect(answers.map((response) => response.status)).toEqual([201, 201, 201]);
    });
  });

  describe('POST /api/tournament-entries and /api/tournament-registrations', () => {
    it('when a user has made the hourly number of entries in either form, then the next entry is 429', async () => {
      const made = [
        await post('/api/tournament-entries', bearer(laylaToken)),
        await post('/api/tournament-registrations', bearer(laylaToken)),
      ];

      const refused = await post('/api/tournament-entries', bearer(laylaToken));

      expect(made.map((response) => response.status)).toEqual([201, 201]);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: 'You have made too many tournament entries in the last hour. Please try again later.',
        code: 'ENTRIES_RATE_LIMITED',
      });
    });
  });
});

describe('rate limits on /api when the limits store is down', () => {
  const stack = gatewayWithServices({ MONGO_URL: unreachableMongo });

  it('when a user enters a tournament, then the request goes through (protects only our own store: fails open)', async () => {
    const { access_token } = await passwordGrant(demoUsers.khalid.email);

    const response = await fetch(`${stack.url}/api/tournament-entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: '{}',
    });

    expect(response.status).toBe(201);
  });

  it('when someone signs up, then 503 STORE_UNAVAILABLE (protects the identity provider: fails closed)', async () => {
    const response = await fetch(`${stack.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('STORE_UNAVAILABLE');
  });
});
