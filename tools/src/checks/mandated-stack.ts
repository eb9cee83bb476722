// The owner's mandated packages (../shared/DESIGN.md, "Mandated packages") are what really runs: each is declared by
// the workspaces that use it, installed as itself, and no bundler, jest or TypeScript setting maps it to something else.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MANDATED_PACKAGES = [
  'react',
  'react-dom',
  'webpack',
  '@module-federation/enhanced',
  'single-spa',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'koa',
  '@koa/router',
  'mongoose',
  'keycloak-js',
  'amqplib',
  'zod',
  'jest',
  'testcontainers',
] as const;

/** Packages run by their command in a package.json script (`jest`, `webpack --mode production`) as well as imported. */
const COMMANDS: Record<string, string> = { jest: 'jest', webpack: 'webpack' };

interface PackageJson {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  scripts?: Record<string, string>;
}

/** The mandated packages a package.json's scripts run. */
function commandsRun(manifest: PackageJson): string[] {
  const scripts = Object.values(manifest.scripts ?? {});
  return Object.entries(COMMANDS)
    .filter(([, command]) => scripts.some((script) => new RegExp(`(^|[\\s;&|])${command}(\\s|$)`).test(script)))
    .map(([name]) => name);
}

/** The package.json a workspace resolves `name` to: its own node_modules, then each parent's up to the root. */
function installedManifest(repoRoot: string, dir: string, name: string): string | undefined {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    if (folder === repoRoot || folder === path.dirname(folder)) return undefined;
  }
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The package an import specifier names (`react-dom/client` → `react-dom`, `@koa/router` → `@koa/router`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Sample requests of a mandated package: itself and a subpath. */
const requestsOf = (name: string): string[] => [name, `${name}/client`];

/** A mapping key (webpack alias `name$`, tsconfig `name/*`) that catches one of the package's requests. */
function keyCatches(key: string, request: string): boolean {
  const exact = key.endsWith('$');
  const bare = key.replace(/\$$/, '').replace(/\/\*$/, '');
  if (key.endsWith('/*')) return request.startsWith(`${bare}/`);
  return exact ? request === bare : request === bare || request.startsWith(`${bare}/`);
}

/** Webpack `resolve.alias` entries (object or array form) that map a mandated package. */
export function webpackAliasViolations(alias: unknown, where: string): string[] {
  const keys = Array.isArray(alias)
    ? alias.map((entry: { name?: string }) => entry.name ?? '')
    : Object.keys((alias ?? {}) as Record<string, unknown>);
  return MANDATED_PACKAGES.flatMap((name) =>
    keys
      .filter((key) => requestsOf(name).some((request) => keyCatches(key, request)))
      .map((key) => `${where}: webpack alias "${key}" maps ${name}`),
  );
}

/** Plugins that swap modules (NormalModuleReplacementPlugin) for a mandated package's requests. */
export function webpackReplacementViolations(plugins: unknown[], where: string): string[] {
  return plugins.flatMap((plugin) => {
    const pattern = (plugin as { resourceRegExp?: unknown } | null)?.resourceRegExp;
    if (!(pattern instanceof RegExp)) return [];
    return MANDATED_PACKAGES.filter((name) => requestsOf(name).some((request) => pattern.test(request))).map(
      (name) => `${where}: ${plugin!.constructor.name} ${pattern} replaces ${name}`,
    );
  });
}

/** jest `moduleNameMapper` keys (regular expressions) that catch a mandated package. */
export function jestMapperViolations(mapper: Record<string, unknown> | undefined, where: string): string[] {
  return Object.keys(mapper ?? {}).flatMap((key) => {
    const pattern = new RegExp(key);
    return MANDATED_PACKAGES.filter((name) => requestsOf(name).some((request) => pattern.test(request))).map(
      (name) => `${where}: jest moduleNameMapper "${key}" maps ${name}`,
    );
  });
}

/** tsconfig `compilerOptions.paths` keys that catch a mandated package. */
export function tsconfigPathViolations(paths: Record<string, unknown> | undefined, where: string): string[] {
  return Object.keys(paths ?? {}).flatMap((key) =>
    MANDATED_PACKAGES.filter((name) => requestsOf(name).some((request) => keyCatches(key, request))).map(
      (name) => `${where}: tsconfig path "${key}" maps ${name}`,
    ),
  );
}

/** A dependency spec that installs another package under the mandated name (an `npm:` alias, a local folder). */
export function dependencySpecViolations(manifest: PackageJson, where: string): string[] {
  const sections = [
    manifest.dependencies,
    manifest.devDependencies,
    manifest.peerDependencies,
    manifest.overrides as Record<string, string>,
  ];
  return sections.flatMap((section) =>
    Object.entries(section ?? {})
      .filter(
        ([name, spec]) =>
          (MANDATED_PACKAGES as readonly string[]).includes(name) && typeof spec === 'string' && /^(npm:|file:|link:)/.test(spec),
      )
      .map(([name, spec]) => `${where}: ${name} is "${spec}", not the package itself`),
  );
}

const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^\s*import\s+)['"]([^'".][^'"]*)['"]/gm;

/** The mandated packages a workspace's sources import (tests and build configs included). */
export function mandatedImports(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'coverage', 'screenshots'].includes(entry.name) && !entry.name.startsWith('.'))
          walk(path.join(folder, entry.name));
      } else if (SOURCE_FILE.test(entry.name)) {
        for (const match of fs.readFileSync(path.join(folder, entry.name), 'utf8').matchAll(IMPORT)) {
          const name = packageOf(match[1]!);
          if ((MANDATED_PACKAGES as readonly string[]).includes(name)) found.add(name);
        }
      }
    }
  };
  walk(dir);
  return found;
}

/** Everything wrong with the repository's use of the mandated packages (empty when all is well). */
export function stackViolations(repoRoot: string): string[] {
  const root = readJson<PackageJson>(path.join(repoRoot, 'package.json'));
  const rootDeclared = { ...root.dependencies, ...root.devDependencies };
  const problems: string[] = [...dependencySpecViolations(root, 'package.json')];
  const used = new Set<string>();

  for (const workspace of ['.', ...(root.workspaces ?? [])]) {
    const dir = path.join(repoRoot, workspace);
    const manifest = workspace === '.' ? root : readJson<PackageJson>(path.join(dir, 'package.json'));
    if (workspace !== '.') problems.push(...dependencySpecViolations(manifest, `${workspace}/package.json`));
    const declared = { ...rootDeclared, ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
    const imported = workspace === '.' ? new Set<string>() : mandatedImports(dir);
    for (const name of new Set([...imported, ...commandsRun(manifest)])) {
      used.add(name);
      if (!(name in declared)) problems.push(`${workspace} uses ${name} but its package.json does not declare it`);
      const installed = installedManifest(repoRoot, dir, name);
      if (!installed) problems.push(`${name} is not installed for ${workspace}`);
      else if (readJson<PackageJson>(installed).name !== name)
        problems.push(`${path.relative(repoRoot, installed)} holds ${readJson<PackageJson>(installed).name}, not ${name}`);
    }
  }
  for (const name of MANDATED_PACKAGES) if (!used.has(name)) problems.push(`${name} is used by no workspace`);

  const lock = readJson<{ packages: Record<string, { name?: string }> }>(path.join(repoRoot, 'package-lock.json'));
  for (const name of MANDATED_PACKAGES) {
    const entry = lock.packages[`node_modules/${name}`];
    if (entry?.name && entry.name !== name) problems.push(`package-lock.json installs ${entry.name} as ${name}`);
  }

  for (const file of tsconfigFiles(repoRoot)) {
    const config = ts.readConfigFile(path.join(repoRoot, file), ts.sys.readFile).config as {
      compilerOptions?: { paths?: Record<string, unknown> };
    };
    problems.push(...tsconfigPathViolations(config.compilerOptions?.paths, file));
  }
  return problems;
}

/** Every tsconfig*.json of the root and the workspaces. */
export function tsconfigFiles(repoRoot: string): string[] {
  const root = readJson<PackageJson>(path.join(repoRoot, 'package.json'));
  return ['.', ...(root.workspaces ?? [])].flatMap((dir) =>
    fs
      .readdirSync(path.join(repoRoot, dir))
      .filter((file) => /^tsconfig.*\.json$/.test(file))
      .map((file) => path.join(dir, file)),
  );
}
