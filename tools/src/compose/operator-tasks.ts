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
      withVolume(project, volume, target, `tar -C /volume -czf /backup/${volume}.tgz .`);
      say('compose', `backed up ${volume} to ${archiveOf(target, volume)}`);
    }
  } finally {
    await project.up();
  }
}

/** Puts back every volume as a backup left it: the system stops, each volume is emptied and unpacked, it starts. */
export async function restore(project: ComposeProject, directory: string): Promise<void> {
  const source = path.resolve(directory);
  const missing = DATA_VOLUMES.filter((volume) => !fs.existsSync(archiveOf(source, volume)));
  if (missing.length > 0) throw new Error(`${source} has no ${missing.map((volume) => `${volume}.tgz`).join(', ')}`);
  requireVolumes(project);
  project.run(['stop']);
  for (const volume of DATA_VOLUMES) {
    withVolume(project, volume, source, `find /volume -mindepth 1 -delete && tar -C /volume -xzpf /backup/${volume}.tgz`);
    say('compose', `restored ${volume} from ${archiveOf(source, volume)}`);
  }
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
