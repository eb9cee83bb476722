import os from 'node:os';
import path from 'node:path';

export type Profile = 'site' | 'test';

export const repoRoot = path.resolve(__dirname, '../../..');

/** Downloaded and built engines live outside the clone so a fresh clone reuses them. */
export const cacheDir = process.env.PADEL_ENGINES_CACHE ?? path.join(os.homedir(), '.cache', 'padel-engines');

export const KEYCLOAK_VERSION = '26.5.5';
export const FERRETDB_VERSION = 'v1.24.2';
export const MAILPIT_VERSION = 'v1.27.11';

export interface EnginePorts {
  mongo: number;
  amqp: number;
  amqpDist: number;
  keycloak: number;
  keycloakManagement: number;
  /** Mailpit's SMTP server and its web mailbox (and HTTP API). */
  smtp: number;
  mailpit: number;
  gateway: number;
  players: number;
  tournaments: number;
  teams: number;
  news: number;
}

/** Site and test profiles use disjoint ports so a running site and a test run never collide. */
export const PORTS: Record<Profile, EnginePorts> = {
  site: {
    mongo: 27027,
    amqp: 5682,
    amqpDist: 25682,
    keycloak: 8081,
    keycloakManagement: 9001,
    smtp: 1025,
    mailpit: 8025,
    gateway: 8000,
    players: 8011,
    tournaments: 8012,
    teams: 8013,
    news: 8014,
  },
  test: {
    mongo: 27037,
    amqp: 5692,
    amqpDist: 25692,
    keycloak: 8091,
    keycloakManagement: 9011,
    smtp: 1035,
    mailpit: 8035,
    gateway: 8100,
    players: 8111,
    tournaments: 8112,
    teams: 8113,
    news: 8114,
  },
};

/** Site data persists in the clone's .data/; test data lives in a per-port temporary directory. */
export function dataDirFor(profile: Profile): string {
  if (process.env.PADEL_DATA_DIR) return process.env.PADEL_DATA_DIR;
  return profile === 'site' ? path.join(repoRoot, '.data') : path.join(os.tmpdir(), `padel-test-engines-${PORTS.test.mongo}`);
}

/** Secret of the sign-up service-account client; the realm file reads it from the environment. */
export const LOCAL_SIGNUP_CLIENT_SECRET = 'padel-signup-local-secret';
