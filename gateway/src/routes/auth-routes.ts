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
