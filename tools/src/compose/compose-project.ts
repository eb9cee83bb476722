// One compose project of the whole system: the files, the env file and the project name, and what `npm run compose`
// and the compose tests do with it (build, up with health-gated order, down).
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { say } from '../engines/log';
import { delay } from '../engines/processes';
import { repoRoot } from '../engines/profiles';
import { ENGINE_IMAGES } from '../containers/images';
import { composeCommand, imageAvailable, prepareImageBuilds } from './container-engine';

/** The engine images docker-compose.yml names; docker-compose.local-images.yml replaces them with ours. */
export const OFFICIAL_ENGINE_IMAGES = Object.values(ENGINE_IMAGES).map((image) => image.replaces);

export type EngineImages = 'official' | 'local';

export interface ComposeProjectOptions {
  /** Compose project name (containers, network and volumes are prefixed with it). */
  project: string;
  /** Variables for the files' ${…}: docker-compose.local.env's, overridden by these. */
  env?: Record<string, string>;
  engineImages: EngineImages;
}

/** docker-compose.local.env as variables. */
export function localComposeEnv(): Record<string, string> {
  const text = fs.readFileSync(path.join(repoRoot, 'docker-compose.local.env'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Official engine images when this host has or can pull them all, else ours (PADEL_ENGINE_IMAGES overrides). */
export function chooseEngineImages(): EngineImages {
  const chosen = process.env.PADEL_ENGINE_IMAGES;
  if (chosen === 'official' || chosen === 'local') return chosen;
  return OFFICIAL_ENGINE_IMAGES.every(imageAvailable) ? 'official' : 'local';
}

export class ComposeProject {
  readonly env: Record<string, string>;
  private readonly command = composeCommand();

  constructor(private readonly options: ComposeProjectOptions) {
    this.env = { ...localComposeEnv(), ...options.env };
  }

  get files(): string[] {
    const files = ['docker-compose.yml', 'docker-compose.local.yml'];
    if (this.options.engineImages === 'local') files.push('docker-compose.local-images.yml');
    return files;
  }

  /** A named volume of docker-compose.yml as this project names it. */
  volumeName(volume: string): string {
    return `${this.options.project}_${volume}`;
  }

  get publicUrl(): string {
    return this.env.PUBLIC_URL ?? 'http://localhost:8000';
  }

  /** `compose <args>` on this project; throws when it fails unless `allowFailure`. */
  run(args: string[], options: SpawnSyncOptions & { allowFailure?: boolean } = {}): { status: number; stdout: string } {
    const [bin, ...pre] = this.command as [string, ...string[]];
    const fileArgs = this.files.flatMap((file) => ['-f', path.join(repoRoot, file)]);
    const result = spawnSync(bin, [...pre, '-p', this.options.project, ...fileArgs, ...args], {
      cwd: repoRoot,
      stdio: 'inherit',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      ...options,
      // Only these variables reach the files' ${…}: an operator's shell cannot change the local run by accident.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...this.env, ...options.env },
    });
    const status = result.status ?? 1;
    if (status !== 0 && !options.allowFailure) throw new Error(`compose ${args.join(' ')} failed with ${status}`);
    return { status, stdout: typeof result.stdout === 'string' ? result.stdout : '' };
  }

  /** Our images (and, on a host that cannot pull the official engine images, the engines' too). */
  async build(services: string[] = []): Promise<void> {
    await prepareImageBuilds();
    if (this.options.engineImages === 'local' && services.length === 0) {
      const { buildEngineImages } = await import('../containers/engine-images');
      await buildEngineImages();
    }
    say('compose', `building ${services.length ? services.join(', ') : 'our images'}…`);
    this.run(['build', ...services]);
  }

  /** Starts (or updates) the system; compose starts each container once its dependencies are healthy. */
  async up(extraArgs: string[] = []): Promise<void> {
    this.run(['up', '-d', '--no-build', ...extraArgs]);
    await this.waitHealthy('gateway');
  }

  down(extraArgs: string[] = []): void {
    this.run(['down', '--remove-orphans', ...extraArgs]);
  }

  /** Container ids of a service (one per replica). */
  containerIds(service: string): string[] {
    return this.run(['ps', '-q', service], { stdio: ['ignore', 'pipe', 'inherit'] })
      .stdout.split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }

  /** Waits until every container of `service` reports healthy. */
  async waitHealthy(service: string, timeoutMs = 5 * 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ids = this.containerIds(service);
      const states = ids.map((id) =>
        spawnSync('docker', ['inspect', '-f', '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}', id], {
          encoding: 'utf8',
        }).stdout.trim(),
      );
      if (states.length > 0 && states.every((state) => state === 'healthy')) return;
      if (Date.now() > deadline)
        throw new Error(`${service} is not healthy after ${timeoutMs / 1000} s: ${states.join(', ') || 'no container'}`);
      await delay(1000);
    }
  }
}
