import fs from 'node:fs';
import path from 'node:path';

/**
 * The shell's start-up scripts as `npm test` finds them after its build (decisions 166, 174): the page's own script
 * tags, and every shared module the shell provides is in them instead of a file of its own.
 */
const shellDist = path.resolve(__dirname, '../../../shell/dist');

interface BundleModules {
  modules: Array<{ name?: string; chunks: number[] }>;
  chunks: Array<{ id: number; files: string[] }>;
}

function pageScripts(): string[] {
  const page = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  return [...page.matchAll(/<script[^>]*src="?\/([^\s">]+)"?[^>]*>/g)].map((script) => script[1]!);
}

function preloadedScripts(): string[] {
  const page = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  return [...page.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)].map((link) => link[0]).filter((link) => /as="?script"?/.test(link));
}

function filesHolding(bundle: BundleModules, moduleName: string): string[] {
  const files = new Map(bundle.chunks.map((chunk) => [chunk.id, chunk.files]));
  const module = bundle.modules.find((candidate) => candidate.name === moduleName);
  if (!module) throw new Error(`the shell's build has no module ${moduleName}`);
  return module.chunks.flatMap((chunk) => files.get(chunk) ?? []);
}

describe("the shell's start-up scripts", () => {
  test('when the shell is built, then its page starts from three scripts: the federation runtime, the libraries, and its own code with the shared packages', () => {
    const bundle = JSON.parse(fs.readFileSync(path.join(shellDist, '.bundle-modules.json'), 'utf8')) as BundleModules;

    const scripts = pageScripts();

    expect(scripts).toHaveLength(3);
    expect(preloadedScripts()).toEqual([]);
    expect(filesHolding(bundle, '../node_modules/@module-federation/runtime-core/dist/core.js')).toEqual([
      scripts.find((file) => file.startsWith('main.')),
    ]);
    const libraries = filesHolding(bundle, '../node_modules/react-dom/cjs/react-dom-client.production.js').filter((file) =>
      scripts.includes(file),
    );
    expect(libraries).toHaveLength(1);
    for (const library of [
      '../node_modules/@tanstack/query-core/build/modern/queryClient.js',
      '../node_modules/styled-components/dist/styled-components.browser.esm.js',
      '../node_modules/react-intl/index.js',
      '../node_modules/single-spa/lib/es2015/esm/single-spa.min.js',
    ]) {
      expect(filesHolding(bundle, library)).toContain(libraries[0]);
    }
    const own = scripts.filter((file) => file !== libraries[0] && !file.startsWith('main.'));
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
