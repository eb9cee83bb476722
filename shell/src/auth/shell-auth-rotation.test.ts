/**
 * @jest-environment node
 */
import { browserTabs, clockAhead, installPage, memoryStorage, removePage, type Tab } from '../../test/browser-tabs';
import { createShellAuth, type ShellAuth } from './shell-auth';
import { readStoredRefreshToken, storeSession } from './session-storage';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run with the test engines' environment`);
  return value;
}

/** The shell as the browser runs it (keycloak-js), against the real test Keycloak. */
function shellAuth(storage: Storage, storageEvents?: EventTarget): ShellAuth {
  const keycloak = { url: required('KEYCLOAK_URL'), realm: process.env.KEYCLOAK_REALM ?? 'padel', clientId: 'padel-web' };
  return createShellAuth({ keycloak, apiBaseUrl: '/api', storage, storageEvents: storageEvents ?? new EventTarget() });
}

/** A tab of a browser whose tabs share localStorage and hear each other's changes. */
const tabAuth = (tab: Tab) => shellAuth(tab.storage, tab.events);

const tokenEndpoint = () => `${required('KEYCLOAK_URL')}/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}/protocol/openid-connect/token`;

async function tokenRequest(
  form: Record<string, string>,
): Promise<{ status: number; accessToken?: string; refreshToken?: string; idToken?: string }> {
  const response = await fetch(tokenEndpoint(), { method: 'POST', body: new URLSearchParams({ client_id: 'padel-web', ...form }) });
  const body = (await response.json()) as { access_token?: string; refresh_token?: string; id_token?: string };
  return { status: response.status, accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
}

/** A demo player's sign-in as the dialog sends it, stored as the shell keeps a session: its refresh token. */
async function storeSignIn(storage: Storage): Promise<string> {
  const { accessToken, refreshToken, idToken } = await tokenRequest({
    grant_type: 'password',
    username: 'yousef@padel.local',
    password: 'padel-demo-2026',
    scope: 'openid',
  });
  if (!accessToken || !refreshToken) throw new Error('the demo player could not sign in');
  storeSession(storage, { accessToken, refreshToken, idToken });
  return refreshToken;
}

/** A refresh grant sent by hand (a thief holding a refresh token, or a refresh whose answer a reload lost). */
const refreshWith = async (refreshToken: string) =>
  (await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken })).status;

/** Keycloak tells an older refresh token by its issue time in whole seconds. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/** A page load: a new shell (a new keycloak-js instance) restoring the stored session. */
async function reload(storage: Storage): Promise<ShellAuth> {
  const auth = shellAuth(storage);
  await auth.restore();
  return auth;
}

beforeAll(installPage);
afterAll(removePage);
afterEach(() => jest.useRealTimers());

describe('refresh token rotation with the real Keycloak', () => {
  it('when a session is restored, then keycloak-js stores the rotated refresh token and the one it replaced is used up', async () => {
    const storage = memoryStorage();
    const signedIn = await storeSignIn(storage);

    const auth = await reload(storage);
    const afterRestore = readStoredRefreshToken(storage);
    await auth.signOut();

    expect(auth.getSnapshot().status).toBe('signed-out');
    expect(afterRestore).toEqual(expect.any(String));
    expect(afterRestore).not.toBe(signedIn);
  });

  it('when a used refresh token is sent again after the session moved on, then it is refused and the session ends: the newest token fails too', async () => {
    const storage = memoryStorage();
    const stolen = await storeSignIn(storage);
    await nextSecond();
    await reload(storage);
    await nextSecond();
    const auth = await reload(storage);
    expect(auth.getSnapshot().status).toBe('signed-in');

    const reuse = await refreshWith(stolen);
    const newest = readStoredRefreshToken(storage)!;
    clockAhead(290_000); // the tab's access token is about to expire: it must refresh, with the newest token
    const token = await auth.getToken();
    jest.useRealTimers();

    expect(reuse).toBe(400);
    expect(token).toBeNull();
    expect(auth.getSnapshot().status).toBe('signed-out');
    expect(readStoredRefreshToken(storage)).toBeNull();
    expect(await refreshWith(newest)).toBe(400);
  });

  it('when a thief reuses the refresh token the tab has just used (the one reuse a reload may need), then the tab is signed out at its next refresh and the thief with it', async () => {
    const storage = memoryStorage();
    const stolen = await storeSignIn(storage);
    await nextSecond();
    const auth = await reload(storage); // uses the stolen token once
    await nextSecond();

    const thief = await tokenRequest({ grant_type: 'refresh_token', refresh_token: stolen });
    clockAhead(290_000);
    const token = await auth.getToken();
    jest.useRealTimers();

    expect(thief.status).toBe(200);
    expect(token).toBeNull();
    expect(auth.getSnapshot().status).toBe('signed-out');
    expect(readStoredRefreshToken(storage)).toBeNull();
    expect(await refreshWith(thief.refreshToken!)).toBe(400);
  });

  it('when a refresh token is sent a third time, then it is refused and the session ends', async () => {
    const storage = memoryStorage();
    const signedIn = await storeSignIn(storage);
    const statuses = [await refreshWith(signedIn), await refreshWith(signedIn), await refreshWith(signedIn)];

    const auth = await reload(storage);

    expect(statuses).toEqual([200, 200, 400]);
    expect(auth.getSnapshot().status).toBe('signed-out');
    expect(readStoredRefreshToken(storage)).toBeNull();
  });

  it('when two tabs restore the stored session at once, then both are signed in (one refresh at a time, each with the newest token)', async () => {
    const browser = browserTabs();
    await storeSignIn(browser.shared);
    const tabs = [tabAuth(browser.tab()), tabAuth(browser.tab())];

    await Promise.all(tabs.map((tab) => tab.restore()));

    expect(tabs.map((tab) => tab.getSnapshot().status)).toEqual(['signed-in', 'signed-in']);
    await tabs[1]!.signOut();
  });

  it('when another tab refreshed the shared session, then this tab refreshes with the stored newest token and stays signed in', async () => {
    const browser = browserTabs();
    await storeSignIn(browser.shared);
    const first = tabAuth(browser.tab());
    await first.restore();
    const second = tabAuth(browser.tab());
    await second.restore(); // rotates the stored token the first tab holds too

    clockAhead(290_000); // the first tab's access token (5 minutes) now expires within 30 s: it refreshes
    const token = await first.getToken();
    const other = await second.getToken(); // and now the second, with the token the first stored
    jest.useRealTimers();

    expect([token, other]).toEqual([expect.any(String), expect.any(String)]);
    expect([first.getSnapshot().status, second.getSnapshot().status]).toEqual(['signed-in', 'signed-in']);
    await first.signOut();
  });

  it('when one tab signs out, then the other tabs are signed out too, and Keycloak ends the session', async () => {
    const browser = browserTabs();
    await storeSignIn(browser.shared);
    const tabs = [tabAuth(browser.tab()), tabAuth(browser.tab()), tabAuth(browser.tab())];
    for (const tab of tabs) await tab.restore();
    const newest = readStoredRefreshToken(browser.shared)!;

    await tabs[0]!.signOut();

    expect(tabs.map((tab) => tab.getSnapshot().status)).toEqual(['signed-out', 'signed-out', 'signed-out']);
    expect(await Promise.all(tabs.map((tab) => tab.getToken()))).toEqual([null, null, null]);
    expect(readStoredRefreshToken(browser.shared)).toBeNull();
    expect(await refreshWith(newest)).toBe(400);
  });
});

describe('reloading the page with the real Keycloak', () => {
  it('when the page is reloaded 20 times in a row, then every load is signed in and the session still refreshes', async () => {
    const storage = memoryStorage();
    const signedIn = shellAuth(storage);
    await signedIn.signIn('yousef@padel.local', 'padel-demo-2026');

    const statuses: string[] = [];
    let page = signedIn;
    for (let load = 0; load < 20; load += 1) {
      page = await reload(storage);
      statuses.push(page.getSnapshot().status);
    }

    expect(statuses).toEqual(Array.from({ length: 20 }, () => 'signed-in'));
    expect(page.getSnapshot()).toMatchObject({ user: { email: 'yousef@padel.local' } });
    expect(await page.getToken()).toEqual(expect.any(String));
    await page.signOut();
  });

  it('when the page is reloaded in the middle of a refresh (Keycloak rotated, the answer never arrived), then the next load keeps the session', async () => {
    const storage = memoryStorage();
    const before = await storeSignIn(storage);
    await nextSecond();
    const lostAnswer = await refreshWith(before); // the grant the reload cut off: its new token was never stored
    await nextSecond();

    const page = await reload(storage);
    await nextSecond();
    const next = await reload(storage);

    expect(lostAnswer).toBe(200);
    expect([page.getSnapshot().status, next.getSnapshot().status]).toEqual(['signed-in', 'signed-in']);
    expect(await next.getToken()).toEqual(expect.any(String));
    await next.signOut();
  });
});
