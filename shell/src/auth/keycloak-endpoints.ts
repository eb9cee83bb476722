import type { KeycloakRuntimeConfig, SiteLanguage } from '@padel/contracts';

/** OpenID Connect endpoints of the realm, under the public Keycloak base URL. */
export function realmEndpoints({ url, realm }: Pick<KeycloakRuntimeConfig, 'url' | 'realm'>) {
  const base = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect`;
  return { token: `${base}/token`, logout: `${base}/logout` };
}

/**
 * Keycloak's "Forgot Your Password?" page of the realm for the web client, in the site's language (`kc_locale`): it
 * mails a link to set a new password.
 */
export function passwordResetPage(
  { url, realm, clientId }: Pick<KeycloakRuntimeConfig, 'url' | 'realm' | 'clientId'>,
  language: SiteLanguage,
): string {
  const base = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/login-actions/reset-credentials`;
  return `${base}?${new URLSearchParams({ client_id: clientId, kc_locale: language })}`;
}
