import fs from 'node:fs';
import path from 'node:path';
import { applyRealmMailSettings, KEYCLOAK_RELATIVE_PATH, realmSmtpEnv, startKeycloak } from './keycloak';
import { withEnginesLock } from './lock';
import { say } from './log';
import { pingMailpit, startMailpit } from './mailpit';
import { isFerretdb, pingMongo, startMongo } from './mongo';
import { dataDirFor, LOCAL_SIGNUP_CLIENT_SECRET, PORTS, type Profile } from './profiles';
import { isPortOpen, stopRecorded, type RunningProcess } from './processes';
import { pingRabbit, startRabbitmq } from './rabbitmq';

export type { Profile } from './profiles';
export { PORTS, repoRoot, dataDirFor } from './profiles';

export interface EngineEnv {
  MONGO_URL: string;
  AMQP_URL: string;
  /** Set to 1 when the store is FerretDB (see service-kit's serviceConfigSchema). */
  MONGO_MAX_POOL_SIZE?: string;
  KEYCLOAK_URL: string;
  KEYCLOAK_PUBLIC_URL: string;
  KEYCLOAK_REALM: string;
  API_AUDIENCE: string;
  KEYCLOAK_WEB_CLIENT_ID: string;
  KEYCLOAK_SIGNUP_CLIENT_ID: string;
  KEYCLOAK_SIGNUP_CLIENT_SECRET: string;
  /** Where the services and Keycloak send mail (Mailpit locally). */
  SMTP_URL: string;
  /** Mailpit's web mailbox and HTTP API; absent when SMTP_URL names another server. */
  MAILPIT_URL?: string;
  /** The site's address, for links in mails. */
  PUBLIC_URL: string;
}

export interface Engines {
  env: EngineEnv & Record<string, string>;
  /** Stops only the engines this call started; engines given by env vars or already running are left alone. */
  stop(): Promise<void>;
}

async function keycloakAnswers(base: string): Promise<boolean> {
  const response = await fetch(`${base}/realms/padel/.well-known/openid-configuration`, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}

async function alreadyRunning(name: string, port: number, healthy: () => Promise<boolean>): Promise<boolean> {
  if (await healthy().catch(() => false)) {
    say(name, `reusing the instance already running on ${port}`);
    return true;
  }
  if (await isPortOpen(port))
    throw new Error(`Port ${port} is taken by something that is not a healthy ${name}: stop it or set the engine's URL variable.`);
  return false;
}

/**
 * Provides real engines for a profile: environment variables win, then healthy instances already on the
 * profile's ports, else local processes are started (and installed into the cache on first use).
 */
export function ensureEngines(profile: Profile): Promise<Engines> {
  return withEnginesLock(dataDirFor(profile), () => startMissingEngines(profile));
}

async function startMissingEngines(profile: Profile): Promise<Engines> {
  const ports = PORTS[profile];
  const dataDir = dataDirFor(profile);
  const started: RunningProcess[] = [];
  const fresh = (subdir: string): string => {
    // Test engines always start from empty data; site data persists.
    if (profile === 'test') fs.rmSync(path.join(dataDir, subdir), { recursive: true, force: true });
    return dataDir;
  };

  const mongoUrl = process.env.MONGO_URL ?? `mongodb://127.0.0.1:${ports.mongo}`;
  const amqpUrl = process.env.AMQP_URL ?? `amqp://guest:guest@127.0.0.1:${ports.amqp}`;
  const keycloakUrl = process.env.KEYCLOAK_URL ?? `http://127.0.0.1:${ports.keycloak}${KEYCLOAK_RELATIVE_PATH}`;
  const keycloakPublicUrl = process.env.KEYCLOAK_PUBLIC_URL ?? `http://localhost:${ports.gateway}${KEYCLOAK_RELATIVE_PATH}`;
  const signupSecret = process.env.KEYCLOAK_SIGNUP_CLIENT_SECRET ?? LOCAL_SIGNUP_CLIENT_SECRET;
  const smtpUrl = process.env.SMTP_URL ?? `smtp://127.0.0.1:${ports.smtp}`;
  const mailpitUrl = process.env.MAILPIT_URL ?? (process.env.SMTP_URL ? undefined : `http://127.0.0.1:${ports.mailpit}`);

  const env = (urls: { mongo: string; amqp: string; keycloak: string }, ferretdb: boolean): Engines['env'] => ({
    MONGO_URL: urls.mongo,
    // FerretDB 1.x loses concurrent updates of one document across connections: one connection per service.
    ...(ferretdb || process.env.MONGO_MAX_POOL_SIZE ? { MONGO_MAX_POOL_SIZE: process.env.MONGO_MAX_POOL_SIZE ?? '1' } : {}),
    AMQP_URL: urls.amqp,
    KEYCLOAK_URL: urls.keycloak,
    KEYCLOAK_PUBLIC_URL: keycloakPublicUrl,
    KEYCLOAK_REALM: process.env.KEYCLOAK_REALM ?? 'padel',
    API_AUDIENCE: process.env.API_AUDIENCE ?? 'padel-api',
    KEYCLOAK_WEB_CLIENT_ID: process.env.KEYCLOAK_WEB_CLIENT_ID ?? 'padel-web',
    KEYCLOAK_SIGNUP_CLIENT_ID: process.env.KEYCLOAK_SIGNUP_CLIENT_ID ?? 'padel-signup',
    KEYCLOAK_SIGNUP_CLIENT_SECRET: signupSecret,
    SMTP_URL: smtpUrl,
    ...(mailpitUrl ? { MAILPIT_URL: mailpitUrl } : {}),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ports.gateway}`,
  });

  // Mailpit is the local SMTP server: started whenever no SMTP_URL is given and none runs (the others may run already).
  const mailpitMissing = async (): Promise<boolean> =>
    !process.env.SMTP_URL && !(await alreadyRunning('mailpit', ports.mailpit, () => pingMailpit(mailpitUrl as string)));
  const startLocalMailpit = (): Promise<RunningProcess> =>
    startMailpit({ smtpPort: ports.smtp, webPort: ports.mailpit, dataDir: fresh('mailpit') });

  const tasks: Array<Promise<void>> = [];
  if (!process.env.MONGO_URL && !(await alreadyRunning('mongo', ports.mongo, () => pingMongo(mongoUrl)))) {
    tasks.push(startMongo({ port: ports.mongo, dataDir: fresh('ferretdb') }).then((p) => void started.push(p)));
  }
  if (!process.env.AMQP_URL && !(await alreadyRunning('rabbitmq', ports.amqp, () => pingRabbit(amqpUrl)))) {
    tasks.push(
      startRabbitmq({
        port: ports.amqp,
        distPort: ports.amqpDist,
        dataDir: fresh('rabbitmq'),
        nodeName: `padel_${profile}@localhost`,
      }).then((p) => void started.push(p)),
    );
  }
  if (!process.env.KEYCLOAK_URL && !(await alreadyRunning('keycloak', ports.keycloak, () => keycloakAnswers(keycloakUrl)))) {
    tasks.push(
      startKeycloak({
        port: ports.keycloak,
        managementPort: ports.keycloakManagement,
        publicUrl: keycloakPublicUrl,
        dataDir: fresh('keycloak'),
        signupClientSecret: signupSecret,
        smtpEnv: realmSmtpEnv(smtpUrl),
      }).then((p) => void started.push(p)),
    );
  }
  if (await mailpitMissing()) tasks.push(startLocalMailpit().then((p) => void started.push(p)));

  const stop = async (): Promise<void> => {
    await Promise.all(started.splice(0).map((p) => p.stop()));
  };
  const results = await Promise.allSettled(tasks);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  if (!process.env.KEYCLOAK_URL) {
    await applyRealmMailSettings(keycloakUrl, realmSmtpEnv(smtpUrl)).catch((error: unknown) =>
      say('keycloak', `realm mail settings not applied: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  return { env: env({ mongo: mongoUrl, amqp: amqpUrl, keycloak: keycloakUrl }, await isFerretdb(mongoUrl)), stop };
}

/** Stops every engine of a profile that a launcher started and left running. */
export function stopEngines(profile: Profile): Promise<string[]> {
  return stopRecorded(path.join(dataDirFor(profile), 'pids'));
}
