import fs from 'node:fs';
import path from 'node:path';
import { say } from './log';
import { cacheDir, KEYCLOAK_VERSION, repoRoot } from './profiles';
import { commandExists, runOrThrow, startProcess, waitUntil, type RunningProcess } from './processes';

export const keycloakHome = path.join(cacheDir, `keycloak-${KEYCLOAK_VERSION}`);
export const realmFile = path.join(repoRoot, 'infra', 'keycloak', 'padel-realm.json');
export const KEYCLOAK_RELATIVE_PATH = '/auth';

/** Fetches the Keycloak server distribution from Maven Central once and unpacks it into the cache. */
function ensureKeycloakDistribution(): void {
  if (fs.existsSync(path.join(keycloakHome, 'bin', 'kc.sh'))) return;
  if (!commandExists('java')) throw new Error('Java 17+ is required to run Keycloak locally (or set KEYCLOAK_URL).');
  if (!commandExists('mvn')) throw new Error('Maven is required to fetch Keycloak once (or set KEYCLOAK_URL).');
  const downloads = path.join(cacheDir, 'dl');
  const archive = path.join(downloads, `keycloak-quarkus-dist-${KEYCLOAK_VERSION}.tar.gz`);
  if (!fs.existsSync(archive)) {
    say('keycloak', `fetching keycloak-quarkus-dist ${KEYCLOAK_VERSION} from Maven Central (first start only)…`);
    runOrThrow('mvn', [
      '-B',
      '-q',
      'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy',
      `-Dartifact=org.keycloak:keycloak-quarkus-dist:${KEYCLOAK_VERSION}:tar.gz`,
      `-DoutputDirectory=${downloads}`,
    ]);
  }
  say('keycloak', 'unpacking…');
  runOrThrow('tar', ['xzf', archive, '-C', cacheDir]);
}

/**
 * Keycloak 24+ serialises sign-ins per user while brute-force protection is on and answers every concurrent one
 * "Invalid user credentials" (keycloak/keycloak#33527): a person signing in on two devices at once, or two test
 * files signing in the same demo user, fails at random. Failures are still counted and still lock the account.
 */
export const ALLOW_CONCURRENT_SIGN_INS = '--spi-brute-force-protector--default-brute-force-detector--allow-concurrent-requests=true';

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}

/**
 * Keycloak in dev mode with an H2 file database in our data directory (users who sign up survive restarts),
 * served under /auth with the public base URL as its hostname, so tokens carry the issuer the browser sees.
 */
export async function startKeycloak(options: {
  port: number;
  managementPort: number;
  publicUrl: string;
  dataDir: string;
  signupClientSecret: string;
}): Promise<RunningProcess> {
  ensureKeycloakDistribution();
  const importDir = path.join(keycloakHome, 'data', 'import');
  fs.mkdirSync(importDir, { recursive: true });
  fs.copyFileSync(realmFile, path.join(importDir, 'padel-realm.json'));
  const dbDir = path.join(options.dataDir, 'keycloak');
  fs.mkdirSync(dbDir, { recursive: true });
  const logFile = path.join(options.dataDir, 'logs', 'keycloak.log');
  say('keycloak', `starting on ${options.port} (about a minute on 2 cores)…`);
  const running = startProcess(
    'keycloak',
    path.join(keycloakHome, 'bin', 'kc.sh'),
    [
      'start-dev',
      '--http-host=127.0.0.1',
      `--http-port=${options.port}`,
      `--http-management-port=${options.managementPort}`,
      `--http-relative-path=${KEYCLOAK_RELATIVE_PATH}`,
      `--hostname=${options.publicUrl}`,
      '--health-enabled=true',
      '--import-realm',
      '--db=dev-file',
      `--db-url=jdbc:h2:file:${dbDir}/keycloakdb;NON_KEYWORDS=VALUE`,
      '--log-level=warn,org.keycloak.services:info',
      ALLOW_CONCURRENT_SIGN_INS,
    ],
    {
      env: {
        ...process.env,
        KC_BOOTSTRAP_ADMIN_USERNAME: 'admin',
        KC_BOOTSTRAP_ADMIN_PASSWORD: 'admin',
        JAVA_OPTS_KC_HEAP: '-Xms64m -Xmx512m',
        PADEL_SIGNUP_CLIENT_SECRET: options.signupClientSecret,
      },
      logFile,
      pidFile: path.join(options.dataDir, 'pids', 'keycloak.pid'),
    },
  );
  const base = `http://127.0.0.1:${options.port}${KEYCLOAK_RELATIVE_PATH}`;
  await waitUntil('Keycloak', () => answers(`http://127.0.0.1:${options.managementPort}${KEYCLOAK_RELATIVE_PATH}/health/ready`), {
    timeoutMs: 240_000,
    logFile,
    process: running,
  });
  await waitUntil('Keycloak realm padel', () => answers(`${base}/realms/padel/.well-known/openid-configuration`), {
    timeoutMs: 60_000,
    logFile,
  });
  say('keycloak', `ready at ${base} (public ${options.publicUrl})`);
  return running;
}
