// The README's operator tasks as code, so they are run (by `npm run compose -- backup|restore` and the compose system
// test) and not only written: a cold backup of the named volumes, its restore, and rotating the sign-up secret.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { say } from '../engines/log';
import type { ComposeProject } from './compose-project';
import { BASE_IMAGE } from './container-engine';

/** docker-compose.yml's named volumes: everything the system keeps. */
export const DATA_VOLUMES = ['mongo-data', 'rabbitmq-data', 'keycloak-db-data'] as const;

const archiveOf = (directory: string, volume: string): string => path.join(directory, `${volume}.tgz`);

function docker(args: string[]): void {
  const result = spawnSync('docker', args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`docker ${args.join(' ')} failed with ${result.status}`);
}

/** Runs `script` in a throw-away container of the base image with the volume on /volume and `directory` on /backup. */
function withVolume(project: ComposeProject, volume: string, directory: string, script: string): void {
  docker(['run', '--rm', '-v', `${project.volumeName(volume)}:/volume`, '-v', `${directory}:/backup`, BASE_IMAGE, 'sh', '-c', script]);
}

function requireVolumes(project: ComposeProject): void {
  const missing = DATA_VOLUMES.filter(
    (volume) => spawnSync('docker', ['volume', 'inspect', project.volumeName(volume)], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length > 0) {
    throw new Error(`no volume ${missing.map((volume) => project.volumeName(volume)).join(', ')}: run up once first`);
  }
}

/**
 * A consistent copy of every volume: the whole system stops (each container within its grace period, the databases
 * flushed), each volume is archived into `directory`, and the system starts again. The site is down meanwhile.
 */
export async function backup(project: ComposeProject, directory: string): Promise<void> {
  const target = path.resolve(directory);
  fs.mkdirSync(target, { recursive: true });
  requireVolumes(project);
  project.run(['stop']);
  try {
    for (const volume of DATA_VOLUMES) {
      withVolume(project, volume, target, `tar -C /volume --exclude='./${SET_ASIDE_PREFIX}*' -czf /backup/${volume}.tgz .`);
      say('compose', `backed up ${volume} to ${archiveOf(target, volume)}`);
    }
  } finally {
    await project.up();
  }
}

/** Where a restore keeps a volume's data from before it, inside the volume, until every volume is restored. */
const SET_ASIDE_PREFIX = '.padel-before-restore-';

/**
 * Puts back every volume as a backup left it. Every archive is read through first, with the system still running: a
 * damaged backup is refused before anything stops. Then the system stops and each volume's data is set aside (moved
 * within the volume, instantly) and the archive unpacked. Should one unpacking fail, every volume gets its own data
 * back; the system starts again either way, and the error says which data it runs on.
 */
export async function restore(project: ComposeProject, directory: string): Promise<void> {
  const source = path.resolve(directory);
  const missing = DATA_VOLUMES.filter((volume) => !fs.existsSync(archiveOf(source, volume)));
  if (missing.length > 0) throw new Error(`${source} has no ${missing.map((volume) => `${volume}.tgz`).join(', ')}`);
  requireVolumes(project);
  for (const volume of DATA_VOLUMES) {
    try {
      withVolume(project, volume, source, `tar -tzf /backup/${volume}.tgz > /dev/null`);
    } catch {
      throw new Error(`${archiveOf(source, volume)} cannot be read through: nothing was stopped or changed`);
    }
  }
  const aside = `/volume/${SET_ASIDE_PREFIX}${Date.now()}`;
  project.run(['stop']);
  const started: string[] = [];
  try {
    for (const volume of DATA_VOLUMES) {
      started.push(volume);
      withVolume(
        project,
        volume,
        source,
        `set -e
        mkdir ${aside}
        find /volume -mindepth 1 -maxdepth 1 ! -path ${aside} -exec mv -t ${aside} {} +
        tar -C /volume -xzpf /backup/${volume}.tgz`,
      );
      say('compose', `restored ${volume} from ${archiveOf(source, volume)}`);
    }
  } catch (error) {
    for (const volume of started) {
      withVolume(
        project,
        volume,
        source,
        `set -e
        if [ ! -d ${aside} ]; then exit 0; fi
        find /volume -mindepth 1 -maxdepth 1 ! -path ${aside} -exec rm -rf {} +
        find ${aside} -mindepth 1 -maxdepth 1 -exec mv -t /volume {} +
        rmdir ${aside}`,
      );
      say('compose', `${volume} is back as it was before the restore`);
    }
    await project.up();
    throw new Error(`the restore failed and every volume is back as it was before it: ${(error as Error).message}`);
  }
  for (const volume of DATA_VOLUMES) withVolume(project, volume, source, `rm -rf ${aside}`);
  await project.up();
}

/** `kcadm.sh <args>` in the Keycloak container, signed in to the master realm as its admin. */
function keycloakAdmin(project: ComposeProject, args: string[]): string {
  return project.run(['exec', '-T', 'keycloak', '/opt/keycloak/bin/kcadm.sh', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  }).stdout;
}

/**
 * A new secret for the sign-up client: set in Keycloak first, then given to the players service (the only one that
 * uses it), whose container alone is recreated. Sign-ups fail between the two steps; nothing else is affected.
 */
export async function rotateSignupSecret(project: ComposeProject, secret: string): Promise<void> {
  keycloakAdmin(project, [
    'config',
    'credentials',
    '--server',
    'http://localhost:8080/auth',
    '--realm',
    'master',
    '--user',
    project.env.KEYCLOAK_ADMIN_USERNAME ?? 'admin',
    '--password',
    project.env.KEYCLOAK_ADMIN_PASSWORD ?? '',
  ]);
  const clientId = keycloakAdmin(project, [
    'get',
    'clients',
    '-r',
    'padel',
    '-q',
    'clientId=padel-signup',
    '--fields',
    'id',
    '--format',
    'csv',
    '--noquotes',
  ]).trim();
  if (!/^[0-9a-f-]{36}$/.test(clientId)) throw new Error(`no padel-signup client in the padel realm (got "${clientId}")`);
  keycloakAdmin(project, ['update', `clients/${clientId}`, '-r', 'padel', '-s', `secret=${secret}`]);
  project.env.PADEL_SIGNUP_CLIENT_SECRET = secret;
  project.run(['up', '-d', '--no-deps', '--no-build', 'players']);
  await project.waitHealthy('players');
}
