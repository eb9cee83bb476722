import path from 'node:path';
import { FERRETDB_VERSION, KEYCLOAK_VERSION, MAILPIT_VERSION, repoRoot } from '../engines/profiles';

/**
 * The engine images built from Debian (infra/engines/*.Dockerfile, decisions 150–154), for hosts that cannot pull the
 * official ones: docker-compose.local-images.yml names the same images, and the fault tests start containers of them.
 */
export type EngineImageName = 'ferretdb' | 'rabbitmq' | 'keycloak' | 'postgres' | 'mailpit';

export interface EngineImage {
  /** The local image, name and tag. */
  image: string;
  /** The official image it stands in for. */
  replaces: string;
  dockerfile: string;
  buildArgs: Record<string, string>;
}

/** Every engine Dockerfile's build context: infra/ (the realm file, the CA folder of infra/docker/host-ca). */
export const ENGINE_BUILD_CONTEXT = path.join(repoRoot, 'infra');

const bare = (version: string): string => version.replace(/^v/, '');
const dockerfile = (name: EngineImageName): string => path.join(ENGINE_BUILD_CONTEXT, 'engines', `${name}.Dockerfile`);

export const ENGINE_IMAGES: Record<EngineImageName, EngineImage> = {
  ferretdb: {
    image: `padel/ferretdb:${bare(FERRETDB_VERSION)}`,
    replaces: 'mongo:7',
    dockerfile: dockerfile('ferretdb'),
    buildArgs: { FERRETDB_VERSION },
  },
  rabbitmq: {
    image: 'padel/rabbitmq:3.10',
    replaces: 'rabbitmq:3.13-management',
    dockerfile: dockerfile('rabbitmq'),
    buildArgs: {},
  },
  keycloak: {
    image: `padel/keycloak:${KEYCLOAK_VERSION}`,
    replaces: `quay.io/keycloak/keycloak:${KEYCLOAK_VERSION}`,
    dockerfile: dockerfile('keycloak'),
    buildArgs: { KEYCLOAK_VERSION },
  },
  postgres: {
    image: 'padel/postgres:15',
    replaces: 'postgres:17-alpine',
    dockerfile: dockerfile('postgres'),
    buildArgs: {},
  },
  mailpit: {
    image: `padel/mailpit:${bare(MAILPIT_VERSION)}`,
    replaces: `axllent/mailpit:${MAILPIT_VERSION}`,
    dockerfile: dockerfile('mailpit'),
    buildArgs: { MAILPIT_VERSION },
  },
};

export const ENGINE_IMAGE_NAMES = Object.keys(ENGINE_IMAGES) as EngineImageName[];
