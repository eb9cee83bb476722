import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

describe('/auth/* proxy to Keycloak', () => {
  let news: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    news = await startUpstream();
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: news.url }));
  });

  afterAll(async () => {
    await stop();
    await news.close();
  });

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

    // Act
    const responses = await Promise.all(Array.from({ length: 6 }, signIn));

    // Assert
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
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
});
