import fs from 'node:fs';
import path from 'node:path';
import { FirstScreenManifest } from '@padel/contracts';

/**
 * The first-screen manifests the front ends' builds write (decision 164), as `npm test` finds them after its build:
 * what the gateway preloads must be files the build made, for every route of each micro-frontend.
 */
const repoRoot = path.resolve(__dirname, '../../..');

function builtManifest(frontEnd: string): FirstScreenManifest {
  return FirstScreenManifest.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, frontEnd, 'dist/first-screen.json'), 'utf8')));
}

/** The route paths of a micro-frontend's route table (`{ path: '/…', load: … }` in its root.tsx). */
function routePaths(frontEnd: string): string[] {
  const source = fs.readFileSync(path.join(repoRoot, frontEnd, 'src/root.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
}

/** Every file a manifest names, as a path in the front end's dist (its URLs start with the build's publicPath). */
function namedFiles(manifest: FirstScreenManifest): string[] {
  const entries = [manifest.expose, ...Object.values(manifest.pages), ...Object.values(manifest.catalogs)].flat();
  return entries.map((entry) => entry.file);
}

describe('first-screen.json of each build', () => {
  test.each([
    ['mf-public', '/mf/public/'],
    ['mf-teams', '/mf/teams/'],
    ['mf-host', '/mf/host/'],
  ])(
    'when %s is built, then its manifest has its exposed module, each route’s page and both catalogs, all files of its build',
    (frontEnd, publicPath) => {
      const manifest = builtManifest(frontEnd);

      expect(manifest.expose.length).toBeGreaterThan(0);
      expect(Object.keys(manifest.pages)).toEqual(expect.arrayContaining(routePaths(frontEnd)));
      for (const route of routePaths(frontEnd)) expect(manifest.pages[route]!.length).toBeGreaterThan(0);
      expect(Object.keys(manifest.catalogs).sort()).toEqual(['ar', 'en']);
      for (const file of namedFiles(manifest)) {
        expect(file.startsWith(publicPath)).toBe(true);
        expect(fs.existsSync(path.join(repoRoot, frontEnd, 'dist', file.slice(publicPath.length)))).toBe(true);
      }
    },
  );

  test('when the shell is built, then its manifest lists the shared modules it provides and both languages’ catalogs', () => {
    const manifest = builtManifest('shell');

    expect(manifest.provides).toEqual(expect.arrayContaining(['react', '@padel/ui-kit', '@padel/contracts']));
    expect(Object.keys(manifest.catalogs).sort()).toEqual(['ar', 'en']);
    for (const file of namedFiles(manifest)) expect(fs.existsSync(path.join(repoRoot, 'shell', 'dist', file))).toBe(true);
  });

  test('when a page consumes a module the shell provides, then its fallback is marked with that module (left out by the gateway)', () => {
    const home = builtManifest('mf-public').pages['/']!;
    const shellProvides = new Set(builtManifest('shell').provides);

    expect(home.some((entry) => entry.shared !== undefined && shellProvides.has(entry.shared))).toBe(true);
    expect(home.some((entry) => entry.shared === undefined)).toBe(true);
  });
});
