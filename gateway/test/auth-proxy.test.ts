import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

describe('/auth/* proxy to Keycloak', () => {
  let news: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    news = await startUpstream();
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: news.url }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => news.close(),
    ),
  );

  it('when the browser reads the realm discovery document, then Keycloak answers it under the public issuer', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/auth/realms/padel/.well-known/openid-configuration`);

    // Assert
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as { issuer: string };
    expect(discovery.issuer).toBe(`${process.env.KEYCLOAK_PUBLIC_URL}/realms/padel`);
  });

  it('when the sign-in dialog posts a password grant through the gateway, then the token it gets is accepted on /api', async () => {
    // Arrange
    const form = new URLSearchParams({
      grant_type: 'password',
      client_id: 'padel-web',
      username: 'sara@padel.local',
      password: 'padel-demo-2026',
      scope: 'openid',
    });

    // Act
    const tokenResponse = await fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/token`, { method: 'POST', body: form });
    const tokens = (await tokenResponse.json()) as { access_token: string; refresh_token: string };
    const apiResponse = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization: `Bearer ${tokens.access_token}` } });

    // Assert
    expect(tokenResponse.status).toBe(200);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(apiResponse.status).toBe(200);
  });

  it('when one person signs in on several devices at the same moment, then every sign-in gets its tokens', async () => {
    // Arrange
    const signIn = () =>
      fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: 'padel-web',
          username: 'yousef@padel.local',
          password: 'padel-demo-2026',
          scope: 'openid',
        }),
      });

    // Act: five at once from one address, as many as the per-account limit lets be in flight (decision 128)
    const responses = await Promise.all(Array.from({ length: 5 }, signIn));

    // Assert
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("when the password is wrong, then Keycloak's own 401 comes back unchanged", async () => {
    // Arrange
    const form = new URLSearchParams({
      grant_type: 'password',
      client_id: 'padel-web',
      username: 'nobody@padel.local',
      password: 'wrong',
      scope: 'openid',
    });

    // Act
    const response = await fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/token`, { method: 'POST', body: form });

    // Assert
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  describe('what the gateway keeps from the public', () => {
    it.each([
      ['the admin console', '/auth/admin/'],
      ["the master realm's admin console", '/auth/admin/master/console/'],
      ['the admin REST API', '/auth/admin/realms/padel/users'],
      ["the master realm's discovery document", '/auth/realms/master/.well-known/openid-configuration'],
      ['the welcome page', '/auth/'],
      ['a percent-encoded realm name', '/auth/realms/m%61ster/.well-known/openid-configuration'],
    ])('when someone asks for %s, then the gateway answers 404 itself', async (_what, path) => {
      // Act
      const response = await fetch(`${gatewayUrl}${path}`, { redirect: 'manual' });

      // Assert
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    });

    it("when someone asks the master realm for an admin token with the bootstrap admin's password, then 404 and no token", async () => {
      // Arrange
      const form = new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'admin', password: 'admin' });

      // Act
      const response = await fetch(`${gatewayUrl}/auth/realms/master/protocol/openid-connect/token`, { method: 'POST', body: form });

      // Assert
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('access_token');
    });

    it("when the browser opens the league realm's login page, then it and its theme's resources come through", async () => {
      // Arrange
      const query = new URLSearchParams({
        client_id: 'padel-web',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `${process.env.KEYCLOAK_PUBLIC_URL!.replace(/\/auth$/, '')}/`,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });

      // Act
      const page = await fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/auth?${query}`);
      const html = await page.text();
      const stylesheet = /href="(?:https?:\/\/[^/"]+)?(\/auth\/resources\/[^"]+\.css)"/.exec(html)?.[1];
      const resource = await fetch(`${gatewayUrl}${stylesheet}`);

      // Assert
      expect(page.status).toBe(200);
      expect(stylesheet).toBeDefined();
      expect(resource.status).toBe(200);
    });
  });
});
