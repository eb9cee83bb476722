import { RuntimeConfig } from '@padel/contracts';
import { keycloakSettings, type Config } from '../config';

/** The shell's run-time configuration (`GET /config.json`). */
export function buildRuntimeConfig(config: Config): RuntimeConfig {
  const keycloak = keycloakSettings(config);
  return RuntimeConfig.parse({
    apiBaseUrl: '/api',
    keycloak: keycloak ? { url: keycloak.publicUrl, realm: keycloak.realm, clientId: keycloak.webClientId } : null,
    remotes: {
      mf_public: config.REMOTE_MF_PUBLIC_URL,
      mf_teams: config.REMOTE_MF_TEAMS_URL,
      mf_host: config.REMOTE_MF_HOST_URL,
    },
  });
}
