const SLASH = 0x2f;

/**
 * A path is routable when it decodes and has no dot segments (`.`/`..`, also percent-encoded) and no empty
 * segments, so the prefix the gateway routed on is the path the upstream sees.
 */
export function isCanonicalPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return false;
  const segments = decoded.split('/').slice(1);
  return segments.every((segment, index) => {
    if (segment === '.' || segment === '..') return false;
    // Only the last segment may be empty (a trailing slash).
    return segment !== '' || index === segments.length - 1;
  });
}

/**
 * Percent-escapes of what needs none (the unreserved letters, digits, `-._~`) or that would hide a separator (`/`,
 * `\`): `/api/auth/sign%75p` and `/api/auth%2Fsignup` are spellings of a route, not routes of their own.
 */
const needlessEscape = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e)/i;

/**
 * The one spelling /api and /auth accept (decision 181): a canonical path (above) with no trailing slash and no
 * needless percent-escape, so that what the gateway routes and limits on is exactly what the service's strict,
 * case-sensitive router (or Keycloak) matches. Anything else is refused before routing, limits and the read cache.
 */
export function isCanonicalApiPath(path: string): boolean {
  return path.charCodeAt(path.length - 1) !== SLASH && !needlessEscape.test(path) && isCanonicalPath(path);
}
