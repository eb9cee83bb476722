import type { IncomingHttpHeaders } from 'node:http';
import { SITE_LANGUAGES, type SiteLanguage } from '@padel/contracts';
import { isCanonicalApiPath } from '@padel/service-kit';

/**
 * What the site needs of Keycloak under /auth: the league realm's OpenID Connect endpoints (sign-in, refresh,
 * sign-out, keys, discovery), its login-action pages (e-mail verification, password reset), its account pages, and
 * the themes' static resources. Everything else (the admin console and its API, the master realm, any other realm,
 * the welcome page) is not the public's business: the gateway answers 404 without asking Keycloak.
 */
export function isPublicKeycloakPath(path: string, realm: string): boolean {
  // Keycloak decodes percent-escapes in paths (`m%61ster` is `master`): nothing the site uses needs one.
  if (path.includes('%')) return false;
  const realmBase = `/auth/realms/${realm}`;
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  return (
    under(`${realmBase}/protocol/openid-connect`) ||
    under(`${realmBase}/login-actions`) ||
    under(`${realmBase}/account`) ||
    path.startsWith(`${realmBase}/.well-known/`) ||
    path.startsWith('/auth/resources/')
  );
}

/**
 * The one spelling of a public Keycloak path the gateway forwards (decision 181): Keycloak takes `…/token/` for
 * `…/token`, so a trailing slash, an empty or dot segment or a needless escape is refused here, before the token
 * endpoint's limits. The one exception is the account console's own address, `/auth/realms/<realm>/account/`, the base
 * its single-page app links to.
 */
export function isCanonicalKeycloakPath(path: string, realm: string): boolean {
  return isCanonicalApiPath(path) || path === `/auth/realms/${realm}/account/`;
}

/**
 * The site's language for a Keycloak page opened from the site (`kc_locale`, e.g. "Forgot your password?"): Keycloak
 * stores `kc_locale` in a cookie for the pages after, but renders the first one in the Accept-Language's, so the gateway
 * asks for that page in the chosen language. Other requests, and languages the site does not offer, are left alone.
 */
export function withChosenKeycloakLocale(headers: IncomingHttpHeaders, query: Record<string, unknown>): void {
  const chosen = query.kc_locale;
  if (typeof chosen === 'string' && SITE_LANGUAGES.includes(chosen as SiteLanguage)) headers['accept-language'] = chosen;
}
