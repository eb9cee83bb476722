import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as browserContracts from '../build/contracts-browser';

// The loader is the build's own CommonJS file, as webpack runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lazyContractsLoader = require('../build/lazy-contracts-loader.cjs') as ((this: LoaderContext, source: string) => string) & {
  valueExports: (file: string) => string[];
};

interface LoaderContext {
  addDependency: (file: string) => void;
}

const buildDir = path.resolve(__dirname, '../build');
const contractsBrowserSource = fs.readFileSync(path.join(buildDir, 'contracts-browser.ts'), 'utf8');

/** Runs the loader's output as webpack would, with `require` answered by `resolve`; returns its exports. */
function evaluate(code: string, resolve: (request: string) => unknown): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', code)(exports, resolve);
  return exports;
}

function load(source: string): { code: string; dependencies: string[] } {
  const dependencies: string[] = [];
  const code = lazyContractsLoader.call({ addDependency: (file) => dependencies.push(file) }, source);
  return { code, dependencies };
}

/** The real modules behind the loader's requests (jest maps `@padel/contracts/src/*` to the contracts' sources). */
function realModule(request: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(request.startsWith('./') ? path.join(buildDir, request) : request);
}

describe('lazy-contracts-loader (the browsers’ contracts, evaluated on first use)', () => {
  test('when contracts-browser.ts goes through the loader, then the result exports every value the module itself exports, with the same values', () => {
    const { code, dependencies } = load(contractsBrowserSource);

    const lazy = evaluate(code, realModule);

    expect(Object.keys(lazy).sort()).toEqual(Object.keys(browserContracts).sort());
    for (const [name, value] of Object.entries(browserContracts)) expect(lazy[name]).toBe(value);
    expect(dependencies).toContain(path.resolve(buildDir, '../../contracts/src/runtime-config.ts'));
  });

  test('when one export is read, then only its file is evaluated, after zod’s settings, and only once', () => {
    const { code } = load(contractsBrowserSource);
    const requested: string[] = [];
    const lazy = evaluate(code, (request) => {
      requested.push(request);
      return realModule(request);
    });
    expect(requested).toEqual([]);

    const runtimeConfig = lazy.RuntimeConfig;
    void lazy.KeycloakRuntimeConfig;

    expect(runtimeConfig).toBe(browserContracts.RuntimeConfig);
    expect(requested).toEqual(['./zod-jitless', '@padel/contracts/src/runtime-config']);
  });

  test('when contracts-browser.ts has a line the loader does not read, then the build fails naming the line', () => {
    const source = `${contractsBrowserSource}\nexport { RuntimeConfig as Config } from '@padel/contracts/src/runtime-config';\n`;

    expect(() => load(source)).toThrow(/export \{ RuntimeConfig as Config \}.*is not read by lazy-contracts-loader/);
  });

  test.each([
    ['a list of names', 'const a = 1;\nexport { a };\n'],
    ['a re-export', "export * from './common';\n"],
    ['a destructured constant', 'export const { a, b } = { a: 1, b: 2 };\n'],
  ])('when a contracts file exports values as %s, then the build fails (no export may go missing)', (_form, source) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-contracts-')), 'contract.ts');
    fs.writeFileSync(file, source);

    expect(() => lazyContractsLoader.valueExports(file)).toThrow(/is not read by lazy-contracts-loader/);
  });

  test('when a contracts file exports constants, functions and types, then the values are its exports and the types are not', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-contracts-')), 'contract.ts');
    fs.writeFileSync(
      file,
      'export const A = 1;\nexport function b() {}\nexport type C = string;\nexport interface D {}\nexport async function e() {}\n',
    );

    expect(lazyContractsLoader.valueExports(file)).toEqual(['A', 'b', 'e']);
  });
});
