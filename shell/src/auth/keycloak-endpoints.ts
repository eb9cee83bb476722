import type { KeycloakRuntimeConfig } from '@padel/contracts';

/** OpenID Connect endpoints of the realm, under the public Keycloak base URL. */
export function realmEndpoints({ url, realm }: Pick<KeycloakRuntimeConfig, 'url' | 'realm'>) {
  const base = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect`;
  return { token: `${base}/token`, logout: `${base}/logout` };
}
