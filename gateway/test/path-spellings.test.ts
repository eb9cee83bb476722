import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { createAccount, uniqueClientAddress } from './support/limits-support';
import { send, type RawResponse } from './support/raw-request';
import { startUpstream, type TestUpstream } from './support/upstream';

/**
 * Issue 31, point 1: every limit of the gateway holds whatever the spelling of its path. Each other spelling of a
 * limited route is either refused by the gateway or counted against the route's own limit; none reaches the service
 * (or Keycloak) once the limit is used up.
 */

/** Other spellings of `path` that a lenient router or Keycloak would take for it. */
function spellingsOf(path: string): string[] {
  const lastSlash = path.lastIndexOf('/');
  const parent = path.slice(0, lastSlash);
  const last = path.slice(lastSlash + 1);
  return [
    `${path}/`,
    `${path}//`,
    `${parent}/${last.toUpperCase()}`,
    `${parent}/${last[0]!.toUpperCase()}${last.slice(1)}`,
    `${parent}//${last}`,
    `${parent}/./${last}`,
    `${parent}/%2e/${last}`,
    `${parent}%2F${last}`,
    `${parent}/${last.slice(0, -1)}%${last.charCodeAt(last.length - 1).toString(16)}`,
    `${path}/.`,
    `${path}?`,
  ];
}

describe('limited /api routes under every spelling of their path', () => {
  let services: TestUpstream;
  let gatewayUrl = '';
  let omarToken = '';

  beforeAll(async () => {
    // Stand-ins for the services that create whatever they are sent: only the gateway can refuse.
    services = await startUpstream((_request, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"created":true}');
    });
    const { url } = services;
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      TRUSTED_PROXY_COUNT: 1,
      SIGNUP_RATE_LIMIT: 2,
      INVITATION_RATE_LIMIT: 2,
      ENTRY_RATE_LIMIT: 2,
      PLAYERS_URL: url,
      TOURNAMENTS_URL: url,
      TEAMS_URL: url,
      NEWS_URL: url,
    }));
    ({ access_token: omarToken } = await passwordGrant(demoUsers.omar.email));
  });
  afterAll(() =>
    releaseAll(
      () => stop(),
      () => services.close(),
    ),
  );

  const post = (path: string, headers: Record<string, string>) =>
    send(`${gatewayUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, '{}');

  /** Uses up the limit with the route's own spelling, then sends each other spelling: what each got, and who was called. */
  async function afterTheLimit(path: string, headers: () => Record<string, string>) {
    const client = headers();
    const used = [(await post(path, client)).status, (await post(path, client)).status];
    const refused = (await post(path, client)).status;
    const callsBefore = services.requests.length;
    const spelled: Record<string, number> = {};
    for (const spelling of spellingsOf(path)) spelled[spelling] = (await post(spelling, client)).status;
    return { used, refused, spelled, calls: services.requests.length - callsBefore };
  }

  const neverCreated = (statuses: Record<string, number>) =>
    Object.fromEntries(Object.entries(statuses).map(([spelling, status]) => [spelling, status < 300 ? 'created' : 'refused']));

  it.each([
    ['/api/auth/signup', 'SIGNUP_RATE_LIMITED'],
    ['/api/team-invitations', 'INVITATIONS_RATE_LIMITED'],
    ['/api/tournament-entries', 'ENTRIES_RATE_LIMITED'],
    ['/api/tournament-registrations', 'ENTRIES_RATE_LIMITED'],
  ])('when a client has used up the limit of POST %s, then no other spelling of the path reaches the service', async (path) => {
    // Sign-up counts per address, the others per user (Omar; the two entry routes share one count, already used up
    // when the second runs: the 429 is what matters).
    const signup = path === '/api/auth/signup';
    const address = uniqueClientAddress();
    const headers = (): Record<string, string> =>
      signup ? { 'x-forwarded-for': address } : { 'x-forwarded-for': address, authorization: `Bearer ${omarToken}` };

    const { used, refused, spelled, calls } = await afterTheLimit(path, headers);

    if (signup) expect(used).toEqual([201, 201]);
    expect(refused).toBe(429);
    expect(neverCreated(spelled)).toEqual(Object.fromEntries(Object.keys(spelled).map((spelling) => [spelling, 'refused'])));
    expect(calls).toBe(0);
  });

  it('when a path is spelled with a trailing slash, a double slash or a dot segment, then 400 INVALID_PATH before any limit or service', async () => {
    const callsBefore = services.requests.length;

    const answers = await Promise.all(
      ['/api/auth/signup/', '/api//auth/signup', '/api/auth/./signup', '/api/auth/sign%75p', '/api/auth%2Fsignup'].map((path) =>
        post(path, { 'x-forwarded-for': uniqueClientAddress() }),
      ),
    );

    expect(answers.map((answer) => [answer.status, JSON.parse(answer.body) as unknown])).toEqual(
      answers.map(() => [400, { error: 'Invalid path', code: 'INVALID_PATH' }]),
    );
    expect(services.requests.length).toBe(callsBefore);
  });

  it('when a read is spelled with a trailing slash, then the lean path and its cache refuse it as Koa does', async () => {
    const callsBefore = services.requests.length;

    const answers: RawResponse[] = [];
    for (const path of ['/api/news/', '/api/news//', '/api/players/', '/api/n%65ws'])
      answers.push(await send(`${gatewayUrl}${path}`, { method: 'GET' }));

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(services.requests.length).toBe(callsBefore);
  });

  it('when a route is called with its own spelling and a query string, then it still reaches the service', async () => {
    const answer = await post('/api/auth/signup?lang=ar', { 'x-forwarded-for': uniqueClientAddress() });
    const read = await send(`${gatewayUrl}/api/players/some-id?x=1`, { method: 'GET' });

    expect(answer.status).toBe(201);
    expect(read.status).toBe(201);
  });
});

describe('the token endpoint under every spelling of its path', () => {
  let gatewayUrl = '';
  beforeAll(async () => {
    ({ url: gatewayUrl } = await start({ PORT: 0, TRUSTED_PROXY_COUNT: 1 }));
  });
  afterAll(() => stop());

  const tokenPath = '/auth/realms/padel/protocol/openid-connect/token';
  const signIn = (path: string, email: string, password: string, address: string) =>
    send(
      `${gatewayUrl}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address } },
      new URLSearchParams({ grant_type: 'password', client_id: 'padel-web', username: email, password, scope: 'openid' }).toString(),
    );

  it("when an address already answered 429 for someone's account tries other spellings of the token path, then none reaches Keycloak and the owner still signs in", async () => {
    const owner = await createAccount();
    const attacker = uniqueClientAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(tokenPath, owner.email, 'guessed-wrong', attacker);
    expect((await signIn(tokenPath, owner.email, 'guessed-wrong', attacker)).status).toBe(429);

    const spelled: Record<string, number> = {};
    for (const spelling of spellingsOf(tokenPath)) {
      spelled[spelling] = (await signIn(spelling, owner.email, 'guessed-wrong', attacker)).status;
    }
    const ownerSignIn = await signIn(tokenPath, owner.email, owner.password, uniqueClientAddress());

    // 401 is Keycloak counting a failed sign-in against the owner's account: no spelling may get one.
    expect(Object.entries(spelled).filter(([, status]) => status === 401 || status < 300)).toEqual([]);
    expect(ownerSignIn.status).toBe(200);
  });
});
