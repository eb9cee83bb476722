import { spawn } from 'node:child_process';
import path from 'node:path';
import { BASE_IMAGE, copyHostCertificateAuthorities, imageExists } from '../compose/container-engine';
import { say } from '../engines/log';
import { repoRoot } from '../engines/profiles';
import { ENGINE_BUILD_CONTEXT, ENGINE_IMAGE_NAMES, ENGINE_IMAGES, type EngineImageName } from './images';

/** `docker build` with the legacy builder (Debian's dockerd has no BuildKit), printing each step as it starts. */
function dockerBuild(name: EngineImageName): Promise<void> {
  const { image, dockerfile, buildArgs } = ENGINE_IMAGES[name];
  const args = ['build', '--file', dockerfile, '--tag', image];
  for (const [key, value] of Object.entries(buildArgs)) args.push('--build-arg', `${key}=${value}`);
  args.push(ENGINE_BUILD_CONTEXT);
  const started = Date.now();
  say('images', `building ${image} (${path.relative(repoRoot, dockerfile)})`);
  return new Promise((resolve, reject) => {
    const child = spawn('docker', args, { env: { ...process.env, DOCKER_BUILDKIT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    const keep = (chunk: Buffer): void => {
      for (const line of chunk.toString().split('\n')) {
        if (/^Step \d+\/\d+ : /.test(line)) say('images', `${image}: ${line.slice(0, 140)}`);
        tail.push(line);
        if (tail.length > 40) tail.shift();
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        say('images', `${image} built in ${Math.round((Date.now() - started) / 1000)} s`);
        resolve();
      } else reject(new Error(`docker build of ${image} failed (exit ${code}):\n${tail.join('\n')}`));
    });
  });
}

/**
 * Builds the engine images (all, or those named) one after another: two cores are better spent on one build at a
 * time. Docker's layer cache makes a rebuild of an unchanged image take seconds.
 */
export async function buildEngineImages(names: EngineImageName[] = ENGINE_IMAGE_NAMES): Promise<void> {
  if (!imageExists(BASE_IMAGE)) throw new Error(`The base image ${BASE_IMAGE} is missing: npm run compose makes it.`);
  copyHostCertificateAuthorities();
  for (const name of names) await dockerBuild(name);
}
