/**
 * @jest-environment node
 */
import { createShellAuth, type ShellAuth } from './shell-auth';
import { readStoredRefreshToken, storeRefreshToken } from './session-storage';

/** A Storage in memory, shared by the "tabs" of one browser in these tests. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run with the test engines' environment`);
  return value;
}

/** The shell as the browser runs it, against the real test Keycloak. */
function shellAuth(storage: Storage): ShellAuth {
  const keycloak = { url: required('KEYCLOAK_URL'), realm: process.env.KEYCLOAK_REALM ?? 'padel', clientId: 'padel-web' };
  return createShellAuth({ keycloak, apiBaseUrl: '/api', storage });
}

const tokenEndpoint = () => `${required('KEYCLOAK_URL')}/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}/protocol/openid-connect/token`;

async function tokenRequest(form: Record<string, string>): Promise<{ status: number; refreshToken?: string }> {
  const response = await fetch(tokenEndpoint(), { method: 'POST', body: new URLSearchParams({ client_id: 'padel-web', ...form }) });
  const body = (await response.json()) as { refresh_token?: string };
  return { status: response.status, refreshToken: body.refresh_token };
}

/** A demo player's sign-in (as the dialog sends it): the refresh token it starts the session with. */
async function signInRefreshToken(): Promise<string> {
  const { refreshToken } = await tokenRequest({
    grant_type: 'password',
    username: 'yousef@padel.local',
    password: 'padel-demo-2026',
    scope: 'openid',
  });
  if (!refreshToken) throw new Error('the demo player could not sign in');
  return refreshToken;
}

/** A refresh grant sent by hand (what a thief holding an old refresh token would send). */
const refreshWith = async (refreshToken: string) =>
  (await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken })).status;

/** Web Locks as browsers provide them (node 20 has none): one holder per name at a time, in request order. */
function installWebLocks(): void {
  const queues = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const run = (queues.get(name) ?? Promise.resolve()).then(callback);
    queues.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(globalThis, 'navigator', { value: { locks: { request } }, configurable: true });
}

/** Moves only the clock (timers and I/O stay real), as when the access token is about to expire. */
function clockAhead(ms: number): void {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** The little of a page the shell reads besides fetch: window, its address and localStorage (node has none). */
function installPage(): void {
  Object.assign(globalThis, { window: globalThis, location: new URL('http://localhost:8000/'), localStorage: memoryStorage() });
}

beforeAll(() => {
  installWebLocks();
  installPage();
});
afterAll(() => {
  for (const name of ['navigator', 'window', 'location', 'localStorage']) Reflect.deleteProperty(globalThis, name);
});
afterEach(() => jest.useRealTimers());

describe('refresh token rotation with the real Keycloak', () => {
  it('when a session is restored, then the rotated refresh token is stored and the one it replaced is used up', async () => {
    const storage = memoryStorage();
    const signedIn = await signInRefreshToken();
    storeRefreshToken(storage, signedIn);

    const auth = shellAuth(storage);
    await auth.restore();
    const afterRestore = readStoredRefreshToken(storage);
    await auth.signOut();

    expect(auth.getSnapshot().status).toBe('signed-out');
    expect(afterRestore).toEqual(expect.any(String));
    expect(afterRestore).not.toBe(signedIn);
  });

  it('when a used refresh token is sent again, then it is refused and the session ends: the newest token fails too', async () => {
    const storage = memoryStorage();
    const stolen = await signInRefreshToken();
    storeRefreshToken(storage, stolen);
    // Keycloak tells an old token by its issue time, in whole seconds: the rotation happens a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const auth = shellAuth(storage);
    await auth.restore();
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

  it('when two tabs restore the stored session at once, then both are signed in (one refresh at a time, each with the newest token)', async () => {
    const storage = memoryStorage();
    storeRefreshToken(storage, await signInRefreshToken());
    const tabs = [shellAuth(storage), shellAuth(storage)];

    await Promise.all(tabs.map((tab) => tab.restore()));

    expect(tabs.map((tab) => tab.getSnapshot().status)).toEqual(['signed-in', 'signed-in']);
    await tabs[1]!.signOut();
  });

  it('when another tab refreshed the shared session, then this tab refreshes with the stored newest token and stays signed in', async () => {
    const storage = memoryStorage();
    storeRefreshToken(storage, await signInRefreshToken());
    const first = shellAuth(storage);
    await first.restore();
    const second = shellAuth(storage);
    await second.restore(); // rotates the stored token the first tab holds too

    clockAhead(290_000); // the first tab's access token (5 minutes) now expires within 30 s: it refreshes
    const token = await first.getToken();
    jest.useRealTimers();

    expect(token).toEqual(expect.any(String));
    expect(first.getSnapshot().status).toBe('signed-in');
    await first.signOut();
  });
});

describe('reloading the page with the real Keycloak', () => {
  it('when the page is reloaded while its access token is usable, then the session is restored with no refresh grant, so the stored refresh token is still the one in use', async () => {
    const storage = memoryStorage();
    const signedIn = shellAuth(storage);
    await signedIn.signIn('yousef@padel.local', 'padel-demo-2026');
    const beforeReload = readStoredRefreshToken(storage);

    const reloaded = shellAuth(storage);
    await reloaded.restore();
    const again = shellAuth(storage);
    await again.restore();

    expect([reloaded.getSnapshot().status, again.getSnapshot().status]).toEqual(['signed-in', 'signed-in']);
    expect(readStoredRefreshToken(storage)).toBe(beforeReload);
    expect(await again.getToken()).toEqual(expect.any(String));
    await again.signOut();
  });
});
