/**
 * @jest-environment node
 */
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
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

/** The shell as the browser runs it (real keycloak-js), against the real test Keycloak. */
function shellAuth(storage: Storage): ShellAuth {
  const keycloak = { url: required('KEYCLOAK_URL'), realm: process.env.KEYCLOAK_REALM ?? 'padel', clientId: 'padel-web' };
  return createShellAuth({ keycloak, apiBaseUrl: '/api', storage });
}

/** A refresh grant sent by hand (what a thief holding an old refresh token would send). */
async function refreshWith(refreshToken: string): Promise<number> {
  const url = `${required('KEYCLOAK_URL')}/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}/protocol/openid-connect/token`;
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'padel-web', refresh_token: refreshToken }),
  });
  return response.status;
}

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

/** The little of a page keycloak-js reads besides fetch: window, its address and localStorage (node has none). */
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
    const { refresh_token: signedIn } = await passwordGrant(demoUsers.yousef.email);
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
    const { refresh_token: stolen } = await passwordGrant(demoUsers.yousef.email);
    storeRefreshToken(storage, stolen);
    // Keycloak tells an old token by its issue time, in whole seconds: the rotation happens a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const auth = shellAuth(storage);
    await auth.restore();
    expect(auth.getSnapshot().status).toBe('signed-in');

    const reuse = await refreshWith(stolen);
    const anotherTab = shellAuth(storage);
    await anotherTab.restore();

    expect(reuse).toBe(400);
    expect(anotherTab.getSnapshot().status).toBe('signed-out');
    expect(readStoredRefreshToken(storage)).toBeNull();
  });

  it('when two tabs restore the stored session at once, then both are signed in (one refresh at a time, each with the newest token)', async () => {
    const storage = memoryStorage();
    storeRefreshToken(storage, (await passwordGrant(demoUsers.yousef.email)).refresh_token);
    const tabs = [shellAuth(storage), shellAuth(storage)];

    await Promise.all(tabs.map((tab) => tab.restore()));

    expect(tabs.map((tab) => tab.getSnapshot().status)).toEqual(['signed-in', 'signed-in']);
    await tabs[1]!.signOut();
  });

  it('when another tab refreshed the shared session, then this tab refreshes with the stored newest token and stays signed in', async () => {
    const storage = memoryStorage();
    storeRefreshToken(storage, (await passwordGrant(demoUsers.yousef.email)).refresh_token);
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
