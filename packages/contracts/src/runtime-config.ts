import { z } from 'zod';

/** Keycloak settings the browser needs to sign in (public client, realm and the public base URL incl. `/auth`). */
export const KeycloakRuntimeConfig = z.object({
  url: z.string().min(1),
  realm: z.string().min(1),
  clientId: z.string().min(1),
});
export type KeycloakRuntimeConfig = z.infer<typeof KeycloakRuntimeConfig>;

/** Locations of the federated remotes' entry files, read by the shell at start. */
export const RemoteLocations = z.object({
  mf_public: z.string().min(1),
  mf_teams: z.string().min(1),
  mf_host: z.string().min(1),
});
export type RemoteLocations = z.infer<typeof RemoteLocations>;

/** `GET /config.json`, served by the gateway: run-time configuration of the shell. */
export const RuntimeConfig = z.object({
  apiBaseUrl: z.string().min(1),
  /** null when the site runs without Keycloak (visitors only). */
  keycloak: KeycloakRuntimeConfig.nullable(),
  remotes: RemoteLocations,
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/**
 * Which remote owns a path (SPEC §2 routes; mf_public takes every other path): the shell mounts it, and the gateway
 * preloads its entry file with the page. `/accept-invitation` is the invitation mail's link (issue 12); `/accept` the
 * spec's page: both show it.
 */
export const TEAMS_PATHS = ['/my-teams', '/accept', '/accept-invitation', '/enter-tournament', '/profile'] as const;
export const HOST_PATHS = ['/host-dashboard', '/host-a-tournament', '/admin'] as const;

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function remoteOwningPath(pathname: string): keyof RemoteLocations {
  if (TEAMS_PATHS.some((prefix) => isUnder(pathname, prefix))) return 'mf_teams';
  if (HOST_PATHS.some((prefix) => isUnder(pathname, prefix))) return 'mf_host';
  return 'mf_public';
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `pathname` is `route` (react-router's rule for our routes: same segments in any case, `:param` any one). */
export function matchesRoute(route: string, pathname: string): boolean {
  const wanted = segmentsOf(route);
  const given = segmentsOf(pathname.toLowerCase());
  return wanted.length === given.length && wanted.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/** The site's languages (ui-kit's `LANGUAGES`), and the cookie where the shell mirrors the visitor's choice for the gateway. */
export const SITE_LANGUAGES = ['en', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'language';

const isSiteLanguage = (value: unknown): value is SiteLanguage => SITE_LANGUAGES.includes(value as SiteLanguage);

/**
 * The language a page shows: the visitor's stored choice; on a first visit the browser's first language we speak
 * (Arabic for any `ar-*`), else English. The shell reads it from its storage and `navigator.languages`, the gateway
 * (which preloads that language's texts) from the cookie and `Accept-Language`.
 */
export function preferredLanguage(stored: unknown, preferred: readonly string[]): SiteLanguage {
  if (isSiteLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSiteLanguage(base)) return base;
  }
  return 'en';
}
