import fs from 'node:fs';
import path from 'node:path';

/**
 * The shell's start-up scripts as `npm test` finds them after its build (decision 166): the page preloads them, and
 * every shared module the shell provides is in them instead of a file of its own.
 */
const shellDist = path.resolve(__dirname, '../../../shell/dist');

interface BundleModules {
  modules: Array<{ name?: string; chunks: number[] }>;
  chunks: Array<{ id: number; files: string[] }>;
}

function preloadedScripts(): string[] {
  const page = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  return [...page.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)]
    .filter((link) => /as="?script"?/.test(link[0]))
    .map((link) => /href="?\/([^\s">]+)"?/.exec(link[0])![1]!);
}

function filesHolding(bundle: BundleModules, moduleName: string): string[] {
  const files = new Map(bundle.chunks.map((chunk) => [chunk.id, chunk.files]));
  const module = bundle.modules.find((candidate) => candidate.name === moduleName);
  if (!module) throw new Error(`the shell's build has no module ${moduleName}`);
  return module.chunks.flatMap((chunk) => files.get(chunk) ?? []);
}

describe("the shell's start-up scripts", () => {
  test('when the shell is built, then its page preloads two start-up scripts: the libraries, and its own code with the shared packages', () => {
    const bundle = JSON.parse(fs.readFileSync(path.join(shellDist, '.bundle-modules.json'), 'utf8')) as BundleModules;

    const preloaded = preloadedScripts();

    expect(preloaded).toHaveLength(2);
    const libraries = filesHolding(bundle, '../node_modules/preact/dist/preact.module.js').filter((file) => preloaded.includes(file));
    expect(libraries).toHaveLength(1);
    for (const library of [
      '../node_modules/@tanstack/query-core/build/modern/index.js',
      '../node_modules/styled-components/dist/styled-components.browser.esm.js',
      '../node_modules/react-intl/index.js',
      '../node_modules/single-spa/lib/es2015/esm/single-spa.min.js',
    ]) {
      expect(filesHolding(bundle, library)).toContain(libraries[0]);
    }
    const own = preloaded.filter((file) => file !== libraries[0]);
    for (const module of [
      './src/app.tsx',
      '../packages/ui-kit/src/index.ts',
      '../packages/platform/src/index.ts',
      '../packages/api/src/index.ts',
      '../packages/platform/build/contracts-browser.ts',
    ]) {
      expect(filesHolding(bundle, module)).toContain(own[0]);
    }
  });
});
