import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { ENGINE_IMAGE_NAMES, ENGINE_IMAGES } from '../src/containers/images';

const repoRoot = path.resolve(__dirname, '..', '..');

type ComposeFile = { services: Record<string, { image?: string; pull_policy?: string }> };
const read = (file: string) => YAML.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'), { merge: true }) as ComposeFile;

const base = read('docker-compose.yml').services;
const local = read('docker-compose.local.yml').services;
/** The image each service runs with the base file and the local override. */
const official = (service: string): string | undefined => local[service]?.image ?? base[service]?.image;
const localImages = read('docker-compose.local-images.yml').services;

describe('the engine images built from Debian', () => {
  it('when the local-images override is read, then each service of an official engine image gets its local image, never pulled', () => {
    // Arrange
    const expected = ENGINE_IMAGE_NAMES.map((name) => ({ replaces: ENGINE_IMAGES[name].replaces, image: ENGINE_IMAGES[name].image }));

    // Act
    const switched = Object.entries(localImages)
      .filter(([, service]) => service.image !== undefined)
      .map(([name, service]) => ({ replaces: official(name), image: service.image, pullPolicy: service.pull_policy }));

    // Assert
    expect(switched.map(({ replaces, image }) => ({ replaces, image })).sort((a, b) => a.image!.localeCompare(b.image!))).toEqual(
      expected.sort((a, b) => a.image.localeCompare(b.image)),
    );
    expect(switched.map((service) => service.pullPolicy)).toEqual(switched.map(() => 'never'));
  });

  it('when the images are listed, then each has its Dockerfile FROM debian:bookworm in infra/engines', () => {
    for (const name of ENGINE_IMAGE_NAMES) {
      const dockerfile = fs.readFileSync(ENGINE_IMAGES[name].dockerfile, 'utf8');
      const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
      expect({ name, bases: [...new Set(bases)] }).toEqual({ name, bases: ['debian:bookworm'] });
    }
  });
});
