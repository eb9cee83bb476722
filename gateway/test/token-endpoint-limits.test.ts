import { start, stop } from '../src/app';
import type { Config } from '../src/config';
import { createAccount, uniqueClientAddress, uniqueIpv6Network, unreachableMongo } from './support/limits-support';

/** A gateway for the tests of one describe block (sign-in needs no service: they are left at their defaults). */
function gatewayFor(overrides: Partial<Config>): () => string {
  let url = '';
  beforeAll(async () => {
    ({ url } = await start({ PORT: 0, ...overrides }));
  });
  afterAll(() => stop());
  return () => url;
}

function tokenRequest(gatewayUrl: string, form: Record<string, string>, forwardedFor?: string) {
  return fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/token`, {
    method: 'POST',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    body: new URLSearchParams({ client_id: 'padel-web', ...form }),
  });
}

const signIn = (gatewayUrl: string, email: string, password: string, forwardedFor?: string) =>
  tokenRequest(gatewayUrl, { grant_type: 'password', username: email, password, scope: 'openid' }, forwardedFor);

/** Statuses of `count` sign-ins one after the other (each must be counted before the next). */
async function statusesOf(count: number, attempt: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await attempt()).status);
  return statuses;
}

describe('POST /auth/realms/padel/protocol/openid-connect/token behind one trusted proxy', () => {
  const gatewayUrl = gatewayFor({ TRUSTED_PROXY_COUNT: 1 });

  it("when one address sends 11 wrong passwords for someone else's e-mail, then it gets 429 from the 6th on and the owner still signs in", async () => {
    const owner = await createAccount();
    const attacker = uniqueClientAddress();

    const statuses = await statusesOf(11, () => signIn(gatewayUrl(), owner.email, 'guessed-wrong', attacker));
    const refused = await signIn(gatewayUrl(), owner.email, 'guessed-wrong', attacker);
    const ownerSignIn = await signIn(gatewayUrl(), owner.email, owner.password, uniqueClientAddress());

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await refused.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
      code: 'SIGN_IN_RATE_LIMITED',
    });
    expect(ownerSignIn.status).toBe(200);
  });

  // Issue 31, point 2: Keycloak's lock counted every address's failures, so strangers could keep the owner out.
  it('when 20 addresses send 200 wrong passwords for one account, then each is refused after a guess or two and the owner signs in at once from an address of their own', async () => {
    const owner = await createAccount();
    const guessers = Array.from({ length: 20 }, () => uniqueClientAddress());

    const statuses: number[][] = [];
    for (const guesser of guessers) statuses.push(await statusesOf(10, () => signIn(gatewayUrl(), owner.email, 'guessed-wrong', guesser)));
    const ownerSignIn = await signIn(gatewayUrl(), owner.email, owner.password, uniqueClientAddress());

    const answeredByKeycloak = statuses.flat().filter((status) => status === 401).length;
    expect(statuses.flat().every((status) => status === 401 || status === 429)).toBe(true);
    // 5 + 5 until the account is guarded (10), then at most 2 from each of the 18 other addresses.
    expect(answeredByKeycloak).toBeLessThanOrEqual(10 + 2 * 18);
    expect(statuses.slice(2).every((answers) => answers.slice(2).every((status) => status === 429))).toBe(true);
    expect(ownerSignIn.status).toBe(200);
    expect(await ownerSignIn.json()).toHaveProperty('refresh_token');
  });

  it('when an account is guarded, then an address of the owner that mistyped once still gets through with the right password', async () => {
    const owner = await createAccount();
    const home = uniqueClientAddress();
    for (const guesser of [uniqueClientAddress(), uniqueClientAddress()])
      await statusesOf(5, () => signIn(gatewayUrl(), owner.email, 'guessed-wrong', guesser));

    const typo = await signIn(gatewayUrl(), owner.email, 'mistyped', home);
    const right = await signIn(gatewayUrl(), owner.email, owner.password, home);

    expect([typo.status, right.status]).toEqual([401, 200]);
  });

  it('when the attacker puts a forged address before the one the proxy appended, then the limit still holds', async () => {
    const owner = await createAccount();
    const attacker = uniqueClientAddress();
    await statusesOf(5, () => signIn(gatewayUrl(), owner.email, 'guessed-wrong', attacker));

    const spoofed = await signIn(gatewayUrl(), owner.email, 'guessed-wrong', `${uniqueClientAddress()}, ${attacker}`);

    expect(spoofed.status).toBe(429);
  });

  it('when the attacker moves to another address of the same IPv6 /64, then the limit still holds', async () => {
    const owner = await createAccount();
    const network = uniqueIpv6Network();
    await statusesOf(5, () => signIn(gatewayUrl(), owner.email, 'guessed-wrong', `${network}::1`));

    const elsewhereInTheNetwork = await signIn(gatewayUrl(), owner.email, 'guessed-wrong', `${network}:ffff:ffff:ffff:fffe`);

    expect(elsewhereInTheNetwork.status).toBe(429);
  });

  it('when the owner mistypes four times and then signs in, then the count starts again: five more mistakes are answered by Keycloak', async () => {
    const owner = await createAccount();
    const home = uniqueClientAddress();

    const mistakes = await statusesOf(4, () => signIn(gatewayUrl(), owner.email, 'mistyped', home));
    const success = await signIn(gatewayUrl(), owner.email, owner.password, home);
    const later = await statusesOf(5, () => signIn(gatewayUrl(), owner.email, 'mistyped', home));

    expect([...mistakes, success.status, ...later]).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401]);
  });

  it('when refresh grants fail again and again, then they are not counted as sign-in attempts', async () => {
    const address = uniqueClientAddress();
    const refreshes = await statusesOf(8, () =>
      tokenRequest(gatewayUrl(), { grant_type: 'refresh_token', refresh_token: 'not-a-token' }, address),
    );

    const signInAfter = await signIn(gatewayUrl(), 'omar@padel.local', 'padel-demo-2026', address);

    expect(refreshes.every((status) => status === 400)).toBe(true);
    expect(signInAfter.status).toBe(200);
  });
});

describe('POST /auth/realms/padel/protocol/openid-connect/token with no trusted proxy (the default)', () => {
  const gatewayUrl = gatewayFor({ TRUSTED_PROXY_COUNT: 0 });

  it('when the client forges X-Forwarded-For to look like a new address, then the header is ignored and the limit holds', async () => {
    const owner = await createAccount();
    await statusesOf(5, () => signIn(gatewayUrl(), owner.email, 'guessed-wrong', uniqueClientAddress()));

    const forged = await signIn(gatewayUrl(), owner.email, 'guessed-wrong', uniqueClientAddress());

    expect(forged.status).toBe(429);
  });
});

describe('POST /auth/realms/padel/protocol/openid-connect/token when one address sprays many accounts', () => {
  const gatewayUrl = gatewayFor({ TRUSTED_PROXY_COUNT: 1, SIGN_IN_FAILURES_PER_ADDRESS: 3 });

  it('when the address has failed on three different accounts, then its next sign-in is refused, whatever the account', async () => {
    const sprayer = uniqueClientAddress();
    const victims = await Promise.all([createAccount(), createAccount(), createAccount(), createAccount()]);

    const statuses = await statusesOf(4, async () => signIn(gatewayUrl(), victims.shift()!.email, 'Password1', sprayer));
    const otherAddress = await signIn(gatewayUrl(), 'omar@padel.local', 'padel-demo-2026', uniqueClientAddress());

    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(otherAddress.status).toBe(200);
  });
});

describe('POST /auth/realms/padel/protocol/openid-connect/token when the limits store is down', () => {
  const gatewayUrl = gatewayFor({ MONGO_URL: unreachableMongo });

  it('when someone signs in, then 503 with Retry-After (the limit fails closed); refresh grants still reach Keycloak', async () => {
    const signInAnswer = await signIn(gatewayUrl(), 'omar@padel.local', 'padel-demo-2026');
    const refresh = await tokenRequest(gatewayUrl(), { grant_type: 'refresh_token', refresh_token: 'not-a-token' });

    expect(signInAnswer.status).toBe(503);
    expect(signInAnswer.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
    expect(((await signInAnswer.json()) as { code: string }).code).toBe('STORE_UNAVAILABLE');
    expect(refresh.status).toBe(400);
  });
});
