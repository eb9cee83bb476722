import { isCanonicalKeycloakPath, isPublicKeycloakPath, withChosenKeycloakLocale } from './auth-routes';

describe('isPublicKeycloakPath', () => {
  it.each([
    '/auth/realms/padel/protocol/openid-connect/token',
    '/auth/realms/padel/protocol/openid-connect/logout',
    '/auth/realms/padel/protocol/openid-connect/auth',
    '/auth/realms/padel/protocol/openid-connect/certs',
    '/auth/realms/padel/.well-known/openid-configuration',
    '/auth/realms/padel/login-actions/action-token',
    '/auth/realms/padel/login-actions/reset-credentials',
    '/auth/realms/padel/account',
    '/auth/realms/padel/account/',
    '/auth/resources/abc12/login/keycloak.v2/css/styles.css',
  ])('when the site needs %s, then it is public', (path) => {
    expect(isPublicKeycloakPath(path, 'padel')).toBe(true);
  });

  it.each([
    '/auth',
    '/auth/',
    '/auth/admin',
    '/auth/admin/',
    '/auth/admin/master/console/',
    '/auth/admin/realms/padel/users',
    '/auth/realms/master/protocol/openid-connect/token',
    '/auth/realms/master/.well-known/openid-configuration',
    '/auth/realms/other/protocol/openid-connect/token',
    '/auth/realms/padel',
    '/auth/realms/padel/clients-registrations/default',
    '/auth/realms/padel/broker/google/endpoint',
    '/auth/realms/padel-evil/protocol/openid-connect/token',
    '/auth/realms/padel/protocol/openid-connectx',
    '/auth/realms/m%61ster/protocol/openid-connect/token',
    '/auth/realms/padel%2F..%2Fmaster/protocol/openid-connect/token',
    '/auth/realms/PADEL/protocol/openid-connect/token',
  ])('when someone asks for %s, then it is not public', (path) => {
    expect(isPublicKeycloakPath(path, 'padel')).toBe(false);
  });
});

describe('isCanonicalKeycloakPath', () => {
  it.each(['/auth/realms/padel/protocol/openid-connect/token', '/auth/realms/padel/account', '/auth/realms/padel/account/'])(
    'when the path is %s, then it is forwarded as it is',
    (path) => {
      expect(isCanonicalKeycloakPath(path, 'padel')).toBe(true);
    },
  );

  it.each([
    '/auth/realms/padel/protocol/openid-connect/token/',
    '/auth/realms/padel/protocol/openid-connect//token',
    '/auth/realms/padel/protocol/openid-connect/./token',
    '/auth/realms/padel/protocol/openid-connect/toke%6e',
    '/auth/realms/padel/account//',
  ])('when the path is %s, then it is another spelling and refused', (path) => {
    expect(isCanonicalKeycloakPath(path, 'padel')).toBe(false);
  });
});

describe('withChosenKeycloakLocale', () => {
  it('when a Keycloak page is opened with kc_locale=ar, then Keycloak is asked for it in Arabic', () => {
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };

    withChosenKeycloakLocale(headers, { client_id: 'padel-web', kc_locale: 'ar' });

    expect(headers['accept-language']).toBe('ar');
  });

  it.each([{}, { kc_locale: 'fr' }, { kc_locale: ['ar', 'en'] }])(
    'when the query is %j, then the browser’s languages are kept',
    (query) => {
      const headers = { 'accept-language': 'en-GB,en;q=0.9' };

      withChosenKeycloakLocale(headers, query);

      expect(headers['accept-language']).toBe('en-GB,en;q=0.9');
    },
  );
});
