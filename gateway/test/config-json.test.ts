import { RuntimeConfig } from '@padel/contracts';
import { start, stop } from '../src/app';

describe('GET /config.json', () => {
  describe('with Keycloak configured', () => {
    let gatewayUrl: string;

    beforeAll(async () => {
      ({ url: gatewayUrl } = await start({
        PORT: 0,
        KEYCLOAK_URL: 'http://127.0.0.1:65000/auth',
        KEYCLOAK_PUBLIC_URL: 'http://localhost:8000/auth/',
        KEYCLOAK_REALM: 'padel',
        KEYCLOAK_WEB_CLIENT_ID: 'padel-web',
        REMOTE_MF_PUBLIC_URL: '/mf/public/remoteEntry.js',
        REMOTE_MF_TEAMS_URL: '/mf/teams/remoteEntry.js',
        REMOTE_MF_HOST_URL: '/mf/host/remoteEntry.js',
      }));
    });

    afterAll(() => stop());

    it('when the shell asks, then it gets the API base, the public Keycloak settings and the remote entries, never cached', async () => {
      // Act
      const response = await fetch(`${gatewayUrl}/config.json`);

      // Assert
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body: unknown = await response.json();
      expect(body).toEqual({
        apiBaseUrl: '/api',
        keycloak: { url: 'http://localhost:8000/auth', realm: 'padel', clientId: 'padel-web' },
        remotes: { mf_public: '/mf/public/remoteEntry.js', mf_teams: '/mf/teams/remoteEntry.js', mf_host: '/mf/host/remoteEntry.js' },
      });
      expect(RuntimeConfig.safeParse(body).success).toBe(true);
    });
  });

  describe('without Keycloak and with a remote deployed elsewhere', () => {
    let gatewayUrl: string;

    beforeAll(async () => {
      ({ url: gatewayUrl } = await start({
        PORT: 0,
        KEYCLOAK_URL: undefined,
        KEYCLOAK_PUBLIC_URL: undefined,
        REMOTE_MF_PUBLIC_URL: 'https://cdn.padel.example/mf-public/v42/remoteEntry.js',
      }));
    });

    afterAll(() => stop());

    it('when the shell asks, then keycloak is null and the overridden remote location is used', async () => {
      // Act
      const response = await fetch(`${gatewayUrl}/config.json`);

      // Assert
      const body = RuntimeConfig.parse(await response.json());
      expect(body.keycloak).toBeNull();
      expect(body.remotes.mf_public).toBe('https://cdn.padel.example/mf-public/v42/remoteEntry.js');
      expect(body.remotes.mf_teams).toBe('/mf/teams/remoteEntry.js');
    });

    it('when a page is served, then its CSP lets scripts load from the remote origin', async () => {
      // Act
      const response = await fetch(`${gatewayUrl}/config.json`);

      // Assert
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' https://cdn.padel.example`);
    });

    it('when /auth is requested, then 503 JSON says authentication is not configured', async () => {
      // Act
      const response = await fetch(`${gatewayUrl}/auth/realms/padel`);

      // Assert
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' });
    });
  });
});
