import type { KeycloakRuntimeConfig } from '@padel/contracts';

/** OpenID Connect endpoints of the realm, under the public Keycloak base URL. */
export function realmEndpoints({ url, realm }: Pick<KeycloakRuntimeConfig, 'url' | 'realm'>) {
  const base = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect`;
  return { token: `${base}/token`, logout: `${base}/logout` };
}

/** Keycloak's "Forgot Your Password?" page of the realm for the web client: it mails a link to set a new password. */
export function passwordResetPage({ url, realm, clientId }: Pick<KeycloakRuntimeConfig, 'url' | 'realm' | 'clientId'>): string {
  const base = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/login-actions/reset-credentials`;
  return `${base}?${new URLSearchParams({ client_id: clientId })}`;
}
