// The container engine and Compose for `npm run compose` and the compose tests: installs Debian's docker.io (and
// docker-compose when no Compose v2 is there) when missing, starts dockerd when it is not running, and makes the
// debian:bookworm base image with debootstrap when it cannot be pulled (decision 137).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { say } from '../engines/log';
import { commandExists, delay, runOrThrow } from '../engines/processes';
import { cacheDir, repoRoot } from '../engines/profiles';

export const BASE_IMAGE = 'debian:bookworm';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
const ENGINE_START_TIMEOUT_MS = 60_000;

function quiet(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function aptInstall(packages: string[]): void {
  if (process.getuid?.() !== 0) throw new Error(`${packages.join(', ')} missing: apt-get install -y ${packages.join(' ')} (as root)`);
  say('containers', `installing ${packages.join(', ')} from apt…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runOrThrow('apt-get', ['update', '-qq'], { env });
  runOrThrow('apt-get', ['install', '-y', '-qq', ...packages], { env, stdio: 'inherit' });
}

const daemonAnswers = () => quiet('docker', ['info']);

/** A running Docker daemon: installed from apt and started when needed. */
export async function ensureContainerEngine(): Promise<void> {
  if (commandExists('docker') && daemonAnswers()) return;
  if (!commandExists('dockerd')) aptInstall(['docker.io']);
  if (daemonAnswers()) return;
  if (process.getuid?.() !== 0) throw new Error('the Docker daemon is not running: start it (e.g. sudo systemctl start docker)');
  fs.mkdirSync(cacheDir, { recursive: true });
  const logFile = path.join(cacheDir, 'dockerd.log');
  say('containers', `starting dockerd (log: ${logFile})…`);
  const log = fs.openSync(logFile, 'a');
  spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] }).unref();
  const deadline = Date.now() + ENGINE_START_TIMEOUT_MS;
  while (!daemonAnswers()) {
    if (Date.now() > deadline) throw new Error(`dockerd did not answer within ${ENGINE_START_TIMEOUT_MS / 1000} s: see ${logFile}`);
    await delay(500);
  }
}

/** `docker compose` (v2) when the client has it, else Debian's docker-compose (installed when missing). */
export function composeCommand(): string[] {
  if (quiet('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (!commandExists('docker-compose')) aptInstall(['docker-compose']);
  return ['docker-compose'];
}

export const imageExists = (image: string): boolean => quiet('docker', ['image', 'inspect', image]);

/** Whether `image` is here or can be pulled (a host without registry access fails at once). */
export function imageAvailable(image: string): boolean {
  return imageExists(image) || spawnSync('docker', ['pull', '-q', image], { stdio: 'ignore', timeout: 60_000 }).status === 0;
}

/** debian:bookworm: pulled when the registry answers, else made with debootstrap from Debian's mirror. */
export function ensureBaseImage(): void {
  if (imageAvailable(BASE_IMAGE)) return;
  if (!commandExists('debootstrap')) aptInstall(['debootstrap']);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-bookworm-'));
  try {
    say('containers', `making ${BASE_IMAGE} with debootstrap (about 2 minutes, once)…`);
    runOrThrow('debootstrap', ['--variant=minbase', 'bookworm', root, DEBIAN_MIRROR], { stdio: 'inherit' });
    fs.writeFileSync(
      path.join(root, 'etc/apt/sources.list'),
      [
        `deb ${DEBIAN_MIRROR} bookworm main`,
        `deb ${DEBIAN_MIRROR} bookworm-updates main`,
        'deb http://deb.debian.org/debian-security bookworm-security main',
        '',
      ].join('\n'),
    );
    fs.rmSync(path.join(root, 'var/cache/apt/archives'), { recursive: true, force: true });
    fs.mkdirSync(path.join(root, 'var/cache/apt/archives/partial'), { recursive: true });
    const imported = spawnSync('sh', ['-c', `tar -C '${root}' -c . | docker import - ${BASE_IMAGE}`], { stdio: 'inherit' });
    if (imported.status !== 0) throw new Error(`docker import of ${BASE_IMAGE} failed`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The host's extra certificate authorities (a TLS-inspecting proxy's, in /usr/local/share/ca-certificates) into the
 * build context's infra/docker/host-ca, so builds can fetch Node.js, npm packages, Go modules and Keycloak.
 */
export function copyHostCertificateAuthorities(): void {
  const source = '/usr/local/share/ca-certificates';
  const target = path.join(repoRoot, 'infra', 'docker', 'host-ca');
  for (const name of fs.readdirSync(target)) if (name.endsWith('.crt')) fs.rmSync(path.join(target, name));
  if (!fs.existsSync(source)) return;
  for (const name of fs.readdirSync(source)) {
    if (name.endsWith('.crt')) fs.copyFileSync(path.join(source, name), path.join(target, name));
  }
}

/** Everything an image build needs: the engine, the base image and the host's certificate authorities. */
export async function prepareImageBuilds(): Promise<void> {
  await ensureContainerEngine();
  ensureBaseImage();
  copyHostCertificateAuthorities();
}
