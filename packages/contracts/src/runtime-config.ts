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
