/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { browserTabs, installPage, memoryStorage, removePage } from '../../test/browser-tabs';
import { createShellAuth as createShellAuthOfPage, isInvalidCredentials, type ShellAuth } from './shell-auth';

/**
 * Every session a test starts is ended after it: a keycloak-js instance left signed in refreshes at its token's expiry,
 * minutes later, in whatever test file then runs, against a server this file has closed.
 */
const pages: ShellAuth[] = [];
const createShellAuth = (...options: Parameters<typeof createShellAuthOfPage>): ShellAuth => {
  const auth = createShellAuthOfPage(...options);
  pages.push(auth);
  return auth;
};
afterEach(async () => {
  await Promise.all(pages.splice(0).map((auth) => auth.signOut()));
});

/** A token shaped like Keycloak's (header.payload.signature); the shell reads its claims and never verifies it. */
function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const now = () => Math.floor(Date.now() / 1000);

type Answer = { status: number; body: string };

let issued = 0;
/** A token endpoint's answer with a new token set (the access token lives `lifetime` seconds). */
const tokenAnswer = (lifetime = 300): Answer => ({
  status: 200,
  body: JSON.stringify({
    access_token: fakeToken({
      sub: 'u-1',
      email: 'omar@padel.local',
      realm_access: { roles: ['user'] },
      iat: now(),
      exp: now() + lifetime,
      sid: 's-1',
    }),
    refresh_token: fakeToken({ sid: 's-1', iat: now(), jti: `r-${(issued += 1)}` }),
    id_token: fakeToken({ sub: 'u-1', sid: 's-1' }),
  }),
});

/**
 * A real local HTTP server with answers per path (Keycloak's token and logout endpoints, the signup route); it keeps
 * each request's path and form fields.
 */
async function startServer(routes: Record<string, Answer | (() => Answer)>) {
  const requests: Array<{ path: string; form: URLSearchParams }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', form: new URLSearchParams(body) });
      const route = routes[req.url ?? ''] ?? { status: 404, body: '' };
      const answer = typeof route === 'function' ? route() : route;
      res.statusCode = answer.status;
      res.setHeader('Content-Type', 'application/json');
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    /** The grant types sent to a realm's token endpoint, in order. */
    grants: (realm: string) =>
      requests
        .filter(({ path }) => path === `/auth/realms/${realm}/protocol/openid-connect/token`)
        .map(({ form }) => form.get('grant_type')),
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('createShellAuth', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({
      '/auth/realms/padel/protocol/openid-connect/token': {
        status: 401,
        body: JSON.stringify({ error: 'invalid_grant', error_description: 'Invalid user credentials' }),
      },
      '/taken/auth/signup': { status: 409, body: JSON.stringify({ error: 'An account with this email already exists' }) },
      '/broken/auth/signup': { status: 500, body: '' },
      '/coded/auth/signup': {
        status: 409,
        body: JSON.stringify({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' }),
      },
      '/auth/realms/limited/protocol/openid-connect/token': {
        status: 429,
        body: JSON.stringify({
          error: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
          code: 'SIGN_IN_RATE_LIMITED',
        }),
      },
      '/auth/realms/demo/protocol/openid-connect/token': () => tokenAnswer(),
      '/auth/realms/demo/protocol/openid-connect/logout': { status: 204, body: '' },
      '/auth/realms/short/protocol/openid-connect/token': () => tokenAnswer(1),
      '/auth/realms/short/protocol/openid-connect/logout': { status: 204, body: '' },
    });
    installPage();
  });
  afterAll(async () => {
    removePage();
    await server.close();
  });

  const keycloak = () => ({ url: `${server.base}/auth`, realm: 'padel', clientId: 'padel-web' });

  test('when Keycloak is not configured, then the state is unconfigured and openSignIn fails with Authentication not configured', () => {
    const auth = createShellAuth({ keycloak: null, apiBaseUrl: '/api' });

    expect(auth.getSnapshot().status).toBe('unconfigured');
    expect(() => auth.openSignIn()).toThrow('Authentication not configured');
  });

  test('when configured and nothing is stored, then restoring ends signed out', async () => {
    const auth = createShellAuth({ keycloak: keycloak(), apiBaseUrl: '/api', storage: undefined });
    expect(auth.getSnapshot().status).toBe('loading');

    await auth.restore();

    expect(auth.getSnapshot().status).toBe('signed-out');
    expect(await auth.getToken()).toBeNull();
  });

  test('when Keycloak refuses the password, then sign-in fails with its description', async () => {
    const auth = createShellAuth({ keycloak: keycloak(), apiBaseUrl: '/api', storage: undefined });

    await expect(auth.signIn('omar@padel.local', 'wrong')).rejects.toThrow('Invalid user credentials');
    expect(isInvalidCredentials(await auth.signIn('omar@padel.local', 'wrong').catch((error: unknown) => error))).toBe(true);
  });

  test('when the gateway refuses a sign-in with 429, then the error carries its code (the dialog translates by it), not a Keycloak error', async () => {
    const auth = createShellAuth({ keycloak: { url: `${server.base}/auth`, realm: 'limited', clientId: 'padel-web' }, apiBaseUrl: '/api' });

    const error = await auth.signIn('omar@padel.local', 'wrong').catch((failure: unknown) => failure);

    expect(error).toMatchObject({
      message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
      code: 'SIGN_IN_RATE_LIMITED',
    });
    expect(isInvalidCredentials(error)).toBe(false);
  });

  test('when signup answers with a code, then the error carries it (the dialog translates by it)', async () => {
    const auth = createShellAuth({ keycloak: keycloak(), apiBaseUrl: `${server.base}/coded` });

    await expect(auth.signUp({ email: 'a@b.co', password: 'secret1', full_name: 'A' })).rejects.toMatchObject({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
    });
  });

  test('when the reader signs in and out, then the chosen language stays stored (only the session is replaced)', async () => {
    const storage = memoryStorage({ language: 'ar', theme: 'dark' });
    const auth = createShellAuth({
      keycloak: { url: `${server.base}/auth`, realm: 'demo', clientId: 'padel-web' },
      apiBaseUrl: '/api',
      storage,
    });

    await auth.signIn('omar@padel.local', 'padel-demo-2026');
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-in', user: { email: 'omar@padel.local' } });
    expect(storage.getItem('language')).toBe('ar');
    await auth.signOut();

    expect(auth.getSnapshot().status).toBe('signed-out');
    expect([storage.getItem('language'), storage.getItem('theme')]).toEqual(['ar', 'dark']);
  });

  test('when signup answers with an error field, then that message is thrown', async () => {
    const auth = createShellAuth({ keycloak: keycloak(), apiBaseUrl: `${server.base}/taken` });

    await expect(auth.signUp({ email: 'a@b.co', password: 'secret1', full_name: 'A' })).rejects.toThrow(
      'An account with this email already exists',
    );
  });

  test('when signup fails without a message, then Signup failed is thrown', async () => {
    const auth = createShellAuth({ keycloak: keycloak(), apiBaseUrl: `${server.base}/broken` });

    await expect(auth.signUp({ email: 'a@b.co', password: 'secret1', full_name: 'A' })).rejects.toThrow('Signup failed');
  });

  test('when openSignIn is called with Keycloak configured, then the dialog opens', () => {
    const auth = createShellAuth({ keycloak: keycloak(), apiBaseUrl: '/api' });

    auth.openSignIn();

    expect(auth.dialog.getSnapshot()).toBe(true);
  });

  describe('resuming after sign-in', () => {
    const demoAuth = () =>
      createShellAuth({
        keycloak: { url: `${server.base}/auth`, realm: 'demo', clientId: 'padel-web' },
        apiBaseUrl: '/api',
        storage: memoryStorage(),
      });
    const afterDialog = () => new Promise((resolve) => setTimeout(resolve, 0));

    test('when the visitor signs in from the dialog, then its opener resumes once, after the dialog closed', async () => {
      const auth = demoAuth();
      const resumed: boolean[] = [];
      auth.openSignIn({ onSignedIn: () => resumed.push(auth.dialog.getSnapshot()) });

      await auth.signIn('omar@padel.local', 'padel-demo-2026');
      auth.closeDialog();
      await afterDialog();
      auth.closeDialog();
      await afterDialog();

      expect(resumed).toEqual([false]);
    });

    test('when the visitor closes the dialog without signing in, then nothing resumes, not even at a later sign-in', async () => {
      const auth = demoAuth();
      const onSignedIn = jest.fn();
      auth.openSignIn({ onSignedIn });

      auth.closeDialog();
      auth.openSignIn();
      await auth.signIn('omar@padel.local', 'padel-demo-2026');
      auth.closeDialog();
      await afterDialog();

      expect(onSignedIn).not.toHaveBeenCalled();
    });
  });

  describe('a stored session', () => {
    const demoKeycloak = (realm = 'demo') => ({ url: `${server.base}/auth`, realm, clientId: 'padel-web' });
    const signedInStorage = async () => {
      const storage = memoryStorage();
      await createShellAuth({ keycloak: demoKeycloak(), apiBaseUrl: '/api', storage }).signIn('omar@padel.local', 'padel-demo-2026');
      return storage;
    };

    test('when the page is reloaded, then keycloak-js restores it with one refresh grant and the refreshed tokens are stored', async () => {
      const storage = await signedInStorage();
      const stored = storage.getItem('padel.session');
      const grantsBefore = server.grants('demo').length;
      const restored = createShellAuth({ keycloak: demoKeycloak(), apiBaseUrl: '/api', storage });

      await restored.restore();

      expect(restored.getSnapshot()).toMatchObject({ status: 'signed-in', user: { email: 'omar@padel.local' } });
      expect(await restored.getToken()).toEqual(expect.any(String));
      expect(server.grants('demo').slice(grantsBefore)).toEqual(['refresh_token']);
      expect(storage.getItem('padel.session')).not.toBe(stored);
    });

    test('when restoring its refresh is refused, then the session ends', async () => {
      const storage = await signedInStorage();
      // The token endpoint now refuses everything.
      const restored = createShellAuth({ keycloak: keycloak(), apiBaseUrl: '/api', storage });

      await restored.restore();

      expect(restored.getSnapshot().status).toBe('signed-out');
      expect(storage.getItem('padel.session')).toBeNull();
    });

    test('when Keycloak cannot be reached at a reload, then the page starts signed out and the stored session stays for the next load', async () => {
      const storage = await signedInStorage();
      const stored = storage.getItem('padel.session');
      const unreachable = createShellAuth({ keycloak: { ...keycloak(), url: 'http://127.0.0.1:9/auth' }, apiBaseUrl: '/api', storage });

      await unreachable.restore();

      expect(unreachable.getSnapshot().status).toBe('signed-out');
      expect(storage.getItem('padel.session')).toBe(stored);
    });

    test('when the browser is offline at a reload, then the stored user shows meanwhile (no token for calls), and the session is tried again once online', async () => {
      const storage = await signedInStorage();
      const events = new EventTarget();
      const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
      const setOnline = (onLine: boolean) => Object.defineProperty(globalThis, 'navigator', { value: { onLine }, configurable: true });
      setOnline(false);
      try {
        const offline = createShellAuth({
          keycloak: { ...demoKeycloak(), url: 'http://127.0.0.1:9/auth' },
          apiBaseUrl: '/api',
          storage,
          storageEvents: events,
        });

        await offline.restore();

        expect(offline.getSnapshot()).toMatchObject({ status: 'signed-in', user: { email: 'omar@padel.local' } });
        expect(await offline.getToken()).toBeNull();
        // Online again, but Keycloak is still out of reach: the page is signed out, the stored session kept.
        setOnline(true);
        events.dispatchEvent(new Event('online'));
        await offline.getToken();
        expect(offline.getSnapshot().status).toBe('signed-out');
        expect(storage.getItem('padel.session')).not.toBeNull();
      } finally {
        if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      }
    });

    test('when nothing is stored, then restoring does not load keycloak-js', async () => {
      const loadKeycloak = jest.fn(async () => (await import('keycloak-js')).default);
      const auth = createShellAuth({ keycloak: demoKeycloak(), apiBaseUrl: '/api', storage: memoryStorage(), loadKeycloak });

      await auth.restore();

      expect(auth.getSnapshot().status).toBe('signed-out');
      expect(loadKeycloak).not.toHaveBeenCalled();
    });

    test('when the access token expires, then keycloak-js tells the shell (onTokenExpired) and the session is refreshed before any call asks', async () => {
      const storage = memoryStorage();
      const auth = createShellAuth({ keycloak: demoKeycloak('short'), apiBaseUrl: '/api', storage });
      await auth.signIn('omar@padel.local', 'padel-demo-2026'); // its access tokens live 1 s
      const grantsAfterSignIn = server.grants('short').length;

      await new Promise((resolve) => setTimeout(resolve, 1_600));
      const refreshes = server.grants('short').slice(grantsAfterSignIn);
      await auth.signOut();

      expect(refreshes).toContain('refresh_token');
      expect(refreshes.every((grant) => grant === 'refresh_token')).toBe(true);
    });

    test('when one tab signs out, then the other tab is signed out and Keycloak is told once, with the refresh token', async () => {
      const browser = browserTabs();
      const tabs = [browser.tab(), browser.tab()].map(({ storage, events }) =>
        createShellAuth({ keycloak: demoKeycloak(), apiBaseUrl: '/api', storage, storageEvents: events }),
      );
      await tabs[0]!.signIn('omar@padel.local', 'padel-demo-2026');
      await tabs[1]!.restore();
      const logoutsBefore = server.requests.filter(({ path }) => path.endsWith('/demo/protocol/openid-connect/logout')).length;

      await tabs[0]!.signOut();

      const logouts = server.requests.filter(({ path }) => path.endsWith('/demo/protocol/openid-connect/logout')).slice(logoutsBefore);
      expect(tabs.map((tab) => tab.getSnapshot().status)).toEqual(['signed-out', 'signed-out']);
      expect(await tabs[1]!.getToken()).toBeNull();
      expect(logouts.map(({ form }) => [form.get('client_id'), typeof form.get('refresh_token')])).toEqual([['padel-web', 'string']]);
    });
  });
});
