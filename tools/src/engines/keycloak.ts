import fs from 'node:fs';
import path from 'node:path';
import { say } from './log';
import { cacheDir, KEYCLOAK_VERSION, repoRoot } from './profiles';
import { commandExists, run, startProcess, waitUntil, type RunningProcess } from './processes';
import { COMMON_PASSWORDS_FILE } from './common-passwords';

export const keycloakHome = path.join(cacheDir, `keycloak-${KEYCLOAK_VERSION}`);
export const realmFile = path.join(repoRoot, 'infra', 'keycloak', 'padel-realm.json');
/** The realm's password blacklists (decision 188: the most common passwords). */
export const passwordBlacklistsDir = path.join(repoRoot, 'infra', 'keycloak', 'password-blacklists');
/**
 * The demo users and their shared password: local engines only, never a deployment's realm. Keycloak's directory
 * import reads `<realm>-users-<n>.json` beside `<realm>-realm.json` when it imports the realm.
 */
export const demoUsersFile = path.join(repoRoot, 'infra', 'keycloak', 'local', 'padel-users-0.json');
/** The realm file and the demo users, as named in Keycloak's import directory. */
export const localImportFiles = [
  { source: realmFile, name: 'padel-realm.json' },
  { source: demoUsersFile, name: 'padel-users-0.json' },
];
/** The league's Keycloak themes (the `padel` login theme), copied into Keycloak's themes directory at each start. */
export const themesDir = path.join(repoRoot, 'infra', 'keycloak', 'themes');
export const KEYCLOAK_RELATIVE_PATH = '/auth';
/** The local Keycloak's bootstrap admin (master realm), for the launcher's own admin calls. */
const LOCAL_ADMIN = { username: 'admin', password: 'admin' };

/** Fetches the Keycloak server distribution from Maven Central once and unpacks it into the cache. */
async function ensureKeycloakDistribution(): Promise<void> {
  if (fs.existsSync(path.join(keycloakHome, 'bin', 'kc.sh'))) return;
  if (!commandExists('java')) throw new Error('Java 17+ is required to run Keycloak locally (or set KEYCLOAK_URL).');
  if (!commandExists('mvn')) throw new Error('Maven is required to fetch Keycloak once (or set KEYCLOAK_URL).');
  const downloads = path.join(cacheDir, 'dl');
  const archive = path.join(downloads, `keycloak-quarkus-dist-${KEYCLOAK_VERSION}.tar.gz`);
  if (!fs.existsSync(archive)) {
    say('keycloak', `fetching keycloak-quarkus-dist ${KEYCLOAK_VERSION} from Maven Central (first start only)…`);
    await run('mvn', [
      '-B',
      '-q',
      'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy',
      `-Dartifact=org.keycloak:keycloak-quarkus-dist:${KEYCLOAK_VERSION}:tar.gz`,
      `-DoutputDirectory=${downloads}`,
    ]);
  }
  say('keycloak', 'unpacking…');
  await run('tar', ['xzf', archive, '-C', cacheDir]);
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
  /** The realm file's SMTP placeholders (see realmSmtpEnv). */
  smtpEnv: Record<string, string>;
}): Promise<RunningProcess> {
  await ensureKeycloakDistribution();
  const importDir = path.join(keycloakHome, 'data', 'import');
  fs.mkdirSync(importDir, { recursive: true });
  for (const file of localImportFiles) fs.copyFileSync(file.source, path.join(importDir, file.name));
  // The realm's password policy names this list (`passwordBlacklist`); Keycloak reads it from data/password-blacklists.
  const blacklists = path.join(keycloakHome, 'data', 'password-blacklists');
  fs.mkdirSync(blacklists, { recursive: true });
  fs.copyFileSync(path.join(passwordBlacklistsDir, COMMON_PASSWORDS_FILE), path.join(blacklists, COMMON_PASSWORDS_FILE));
  fs.cpSync(themesDir, path.join(keycloakHome, 'themes'), { recursive: true });
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
        KC_BOOTSTRAP_ADMIN_USERNAME: LOCAL_ADMIN.username,
        KC_BOOTSTRAP_ADMIN_PASSWORD: LOCAL_ADMIN.password,
        JAVA_OPTS_KC_HEAP: '-Xms64m -Xmx512m',
        PADEL_SIGNUP_CLIENT_SECRET: options.signupClientSecret,
        ...options.smtpEnv,
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

/**
 * The realm file's SMTP placeholders (`PADEL_SMTP_*`) for an SMTP URL `smtp[s]://[user:password@]host[:port]`:
 * smtps is TLS from the start, port 587 upgrades with STARTTLS, a user name turns authentication on.
 */
export function realmSmtpEnv(smtpUrl: string, from = 'no-reply@padel.local'): Record<string, string> {
  const url = new URL(smtpUrl);
  const ssl = url.protocol === 'smtps:';
  const port = url.port || (ssl ? '465' : '25');
  return {
    PADEL_SMTP_HOST: url.hostname,
    PADEL_SMTP_PORT: port,
    PADEL_SMTP_SSL: String(ssl),
    PADEL_SMTP_STARTTLS: String(port === '587'),
    PADEL_SMTP_AUTH: String(url.username !== ''),
    PADEL_SMTP_USER: decodeURIComponent(url.username),
    PADEL_SMTP_PASSWORD: decodeURIComponent(url.password),
    PADEL_SMTP_FROM: from,
  };
}

/** The realm file's mail settings with its `${PADEL_SMTP_*}` placeholders filled from `smtpEnv`. */
function realmMailSettings(smtpEnv: Record<string, string>): { smtpServer: Record<string, string>; resetPasswordAllowed: boolean } {
  const realm = JSON.parse(fs.readFileSync(realmFile, 'utf8')) as { smtpServer: Record<string, string>; resetPasswordAllowed: boolean };
  const fill = (value: string) => value.replace(/\$\{(\w+)\}/g, (placeholder, name: string) => smtpEnv[name] ?? placeholder);
  return {
    smtpServer: Object.fromEntries(Object.entries(realm.smtpServer).map(([key, value]) => [key, fill(value)])),
    resetPasswordAllowed: realm.resetPasswordAllowed,
  };
}

/**
 * The realm file's refresh-token rotation and sign-in failure timing (decision 128) and password policy (decision
 * 188), for a realm imported before them.
 */
function realmTokenSettings(): Record<string, unknown> {
  const realm = JSON.parse(fs.readFileSync(realmFile, 'utf8')) as Record<string, unknown>;
  const keys = ['revokeRefreshToken', 'refreshTokenMaxReuse', 'maxDeltaTimeSeconds', 'quickLoginCheckMilliSeconds', 'passwordPolicy'];
  return Object.fromEntries(keys.filter((key) => key in realm).map((key) => [key, realm[key]]));
}

/**
 * Keycloak imports the realm file only into an empty database, so a realm imported before the file had mail settings
 * (the site's persistent data, test engines left running) gets them here, through the bootstrap admin, and the token
 * settings with them.
 */
export async function applyRealmMailSettings(baseUrl: string, smtpEnv: Record<string, string>): Promise<void> {
  const tokenResponse = await fetch(`${baseUrl}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', ...LOCAL_ADMIN }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenResponse.ok) throw new Error(`Keycloak admin sign-in failed (${tokenResponse.status}): cannot set the realm's mail settings`);
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  const response = await fetch(`${baseUrl}/admin/realms/padel`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...realmMailSettings(smtpEnv), ...realmTokenSettings() }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Keycloak refused the realm's mail settings (${response.status}): ${await response.text()}`);
  say('keycloak', `realm mail goes to ${smtpEnv.PADEL_SMTP_HOST}:${smtpEnv.PADEL_SMTP_PORT}`);
}
