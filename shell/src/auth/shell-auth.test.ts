/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShellAuth, isInvalidCredentials } from './shell-auth';

/** A Storage in memory (this file runs in node). */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
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

/** A token shaped like Keycloak's (header.payload.signature); the shell reads its claims and never verifies it. */
function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const now = () => Math.floor(Date.now() / 1000);
const accessToken = () =>
  fakeToken({ sub: 'u-1', email: 'omar@padel.local', realm_access: { roles: ['user'] }, iat: now(), exp: now() + 300, sid: 's-1' });

/** A real local HTTP server with fixed answers per path (Keycloak's token endpoint and the signup route). */
async function startServer(routes: Record<string, { status: number; body: string }>) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const route = routes[req.url ?? ''] ?? { status: 404, body: '' };
      res.statusCode = route.status;
      res.setHeader('Content-Type', 'application/json');
      res.end(route.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) };
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
      '/auth/realms/demo/protocol/openid-connect/token': {
        status: 200,
        body: JSON.stringify({ access_token: accessToken(), refresh_token: fakeToken({ sid: 's-1' }), id_token: 'id' }),
      },
    });
  });
  afterAll(() => server.close());

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
    const demoKeycloak = () => ({ url: `${server.base}/auth`, realm: 'demo', clientId: 'padel-web' });

    test('when its access token is still usable, then a reload restores it without a refresh grant (a reload cannot race a rotation)', async () => {
      const storage = memoryStorage();
      await createShellAuth({ keycloak: demoKeycloak(), apiBaseUrl: '/api', storage }).signIn('omar@padel.local', 'padel-demo-2026');
      const stored = storage.getItem('padel.session');
      // The token endpoint now refuses everything: a refresh would end the session.
      const restored = createShellAuth({ keycloak: keycloak(), apiBaseUrl: '/api', storage });

      await restored.restore();

      expect(restored.getSnapshot()).toMatchObject({ status: 'signed-in', user: { email: 'omar@padel.local' } });
      expect(await restored.getToken()).toEqual(expect.any(String));
      expect(JSON.parse(storage.getItem('padel.session')!)).toEqual(JSON.parse(stored!));
    });

    test('when its access token is used up, then restoring refreshes it, and a refused refresh ends the session', async () => {
      const storage = memoryStorage();
      await createShellAuth({ keycloak: demoKeycloak(), apiBaseUrl: '/api', storage }).signIn('omar@padel.local', 'padel-demo-2026');
      const stored = JSON.parse(storage.getItem('padel.session')!) as { receivedAt: number };
      storage.setItem('padel.session', JSON.stringify({ ...stored, receivedAt: stored.receivedAt - 300_000 }));
      const restored = createShellAuth({ keycloak: keycloak(), apiBaseUrl: '/api', storage });

      await restored.restore();

      expect(restored.getSnapshot().status).toBe('signed-out');
      expect(storage.getItem('padel.session')).toBeNull();
    });
  });
});
