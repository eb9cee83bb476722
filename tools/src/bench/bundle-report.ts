/**
 * What the front ends weigh (issue 14), for `npm run bench` and anyone measuring by hand:
 * - `measurePageScripts`: every script a page's first route loads in Chromium, with its compressed bytes;
 * - `remoteEntrySizes`: each remote's remoteEntry.js, compressed, from the build output;
 * - `findDuplicateModules`: the modules two front ends would both load on one page (a library or our own
 *   packages bundled twice rather than shared), from the modules list every production build writes.
 * Compressed means gzip -9 of the file (what any server can send; the brotli twins the build writes are
 * smaller still): the figure the budgets are checked against. `brotliBytes` and `transferBytes` are given too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../testing/chromium';
import { FRONT_ENDS } from '../build/build';
import { repoRoot } from '../engines';

/** Budgets of issue 27, re-stated for React 19 and the federation runtime (bytes, gzip). */
export const FIRST_ROUTE_SCRIPT_BUDGET = 230 * 1024;
export const REMOTE_ENTRY_BUDGET = 10 * 1024;

export const REMOTES = ['mf-public', 'mf-teams', 'mf-host'] as const;
export type FrontEnd = (typeof FRONT_ENDS)[number];

/** The file each production build writes beside its bundles (packages/platform/build/webpack-config.cjs). */
export const MODULES_FILE = '.bundle-modules.json';

export interface CompressedSize {
  /** Bytes as built. */
  rawBytes: number;
  /** gzip level 9: what the budgets count. */
  gzipBytes: number;
  /** brotli quality 11, as the build precompresses it. */
  brotliBytes: number;
}

export interface ScriptLoad extends CompressedSize {
  /** The script's path on the site, e.g. `/mf/public/812.c0ffee12.js`. */
  path: string;
  /** Body bytes the browser received (after the server's Content-Encoding, if any). */
  transferBytes: number;
  /** The answer's Content-Encoding (`br`, `gzip`) or '' when sent as is. */
  contentEncoding: string;
}

export interface PageToMeasure {
  /** Name in the report, e.g. `home`. */
  name: string;
  /** Path on the site, e.g. `/rankings`. */
  path: string;
  /** Sign in as this account first (on the home page, through the Sign In dialog), then load the page afresh. */
  signIn?: { email: string; password: string };
}

export interface PageScripts {
  name: string;
  path: string;
  /** Largest first. */
  scripts: ScriptLoad[];
  totalGzipBytes: number;
  totalBrotliBytes: number;
  totalTransferBytes: number;
  /** totalGzipBytes ≤ FIRST_ROUTE_SCRIPT_BUDGET. */
  withinBudget: boolean;
}

export interface RemoteEntrySize extends CompressedSize {
  remote: (typeof REMOTES)[number];
  withinBudget: boolean;
}

export interface DuplicateModule {
  /** The module's source, relative to the repository (e.g. `node_modules/zod/v4/core/core.js`, `packages/contracts/src/news.ts`). */
  module: string;
  /** Its package: `zod`, `@padel/contracts`, … */
  packageName: string;
  /** The front ends whose own chunks (not a shared module's fallback) hold it. */
  frontEnds: FrontEnd[];
  /** Its size in one build (before minification). */
  bytes: number;
}

export function compressedSize(content: Buffer): CompressedSize {
  return {
    rawBytes: content.length,
    gzipBytes: zlib.gzipSync(content, { level: 9 }).length,
    brotliBytes: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('user-menu').waitFor();
}

/**
 * Opens `url` and waits for its first route: the page's heading drawn inside <main> (the micro-frontend mounted, its
 * page's code loaded), then no request for 500 ms. Network idle alone can come while the shell's scripts still run.
 */
async function loadFirstRoute(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Runs `measure` on a page of a fresh headless Chromium (its own profile, English, `viewport` or Playwright's default),
 * signed in first as `target.signIn` when given; closes it whatever happens.
 */
async function inFreshChromium<T>(
  baseUrl: string,
  target: PageToMeasure,
  viewport: { width: number; height: number } | undefined,
  measure: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  ensureChromium();
  const { chromium } = await import('playwright-core');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-bundle-report-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: 'en-US',
    ...(viewport ? { viewport } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (target.signIn) {
      await page.goto(new URL('/', baseUrl).href, { waitUntil: 'networkidle' });
      await signInThroughDialog(page, target.signIn.email, target.signIn.password);
    }
    return await measure(page, context);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Loads each page in a fresh headless Chromium (cache disabled, English) from `baseUrl` (a running gateway
 * serving the production build) and lists the scripts its first route loads until the network is idle.
 */
export async function measurePageScripts(baseUrl: string, pages: PageToMeasure[]): Promise<PageScripts[]> {
  const results: PageScripts[] = [];
  for (const target of pages) {
    const scripts = await inFreshChromium(baseUrl, target, undefined, async (page, context) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const pending: Array<Promise<ScriptLoad>> = [];
      const seen = new Set<string>();
      const onResponse = (response: Response) => {
        // Each script once (a preloaded script may be reported again when it runs).
        if (response.request().resourceType() !== 'script' || !response.ok() || seen.has(response.url())) return;
        seen.add(response.url());
        pending.push(
          (async () => {
            const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
            return {
              path: new URL(response.url()).pathname,
              ...compressedSize(body),
              transferBytes: sizes.responseBodySize,
              contentEncoding: (await response.headerValue('content-encoding')) ?? '',
            };
          })(),
        );
      };
      page.on('response', onResponse);
      await loadFirstRoute(page, new URL(target.path, baseUrl).href);
      page.off('response', onResponse); // the first route is loaded: later scripts are not counted
      return (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    });
    const sum = (key: 'gzipBytes' | 'brotliBytes' | 'transferBytes') => scripts.reduce((total, script) => total + script[key], 0);
    results.push({
      name: target.name,
      path: target.path,
      scripts,
      totalGzipBytes: sum('gzipBytes'),
      totalBrotliBytes: sum('brotliBytes'),
      totalTransferBytes: sum('transferBytes'),
      withinBudget: sum('gzipBytes') <= FIRST_ROUTE_SCRIPT_BUDGET,
    });
  }
  return results;
}

export interface LayoutShift {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** Largest session window of layout shifts without recent input (the CLS definition), over the load and 2 s more. */
  cumulativeLayoutShift: number;
}

/** Runs in the page (a string: the tools are typed for Node, not the DOM). */
const LARGEST_SHIFT_WINDOW = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    let largest = 0;
    let window = { value: 0, start: 0, last: 0 };
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - window.last > 1000 || entry.startTime - window.start > 5000) window = { value: 0, start: entry.startTime, last: entry.startTime };
      window.value += entry.value;
      window.last = entry.startTime;
      largest = Math.max(largest, window.value);
    }
    resolve(largest);
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(0), 1000); // no entry at all: nothing shifted
})`;

/** A phone and a desktop window, as Lighthouse's presets size them (without their throttling). */
export const VIEWPORTS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } } as const;

/**
 * The layout shift of each page's first load in a fresh Chromium at `viewport` (no throttling, so smaller than
 * Lighthouse's figure when shifts depend on timing): PerformanceObserver's `layout-shift` entries, grouped in
 * session windows (gaps under 1 s, windows under 5 s) as Chromium's CLS does.
 */
export async function measureLayoutShift(
  baseUrl: string,
  pages: PageToMeasure[],
  viewport: { width: number; height: number },
): Promise<LayoutShift[]> {
  const results: LayoutShift[] = [];
  for (const target of pages) {
    const cumulativeLayoutShift = await inFreshChromium(baseUrl, target, viewport, async (page) => {
      await loadFirstRoute(page, new URL(target.path, baseUrl).href);
      await page.waitForTimeout(2000);
      return page.evaluate<number>(LARGEST_SHIFT_WINDOW);
    });
    results.push({ name: target.name, path: target.path, viewport, cumulativeLayoutShift });
  }
  return results;
}

/** Each remote's remoteEntry.js as built (`<remote>/dist`, under `root`, the repository by default). */
export function remoteEntrySizes(root = repoRoot): RemoteEntrySize[] {
  return REMOTES.map((remote) => {
    const file = path.join(root, remote, 'dist', 'remoteEntry.js');
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
    const size = compressedSize(fs.readFileSync(file));
    return { remote, ...size, withinBudget: size.gzipBytes <= REMOTE_ENTRY_BUDGET };
  });
}

interface ModuleList {
  modules: Array<{ name?: string; size: number; moduleType?: string; chunks: Array<string | number> }>;
  chunks: Array<{ id: string | number; names: string[]; files: string[]; initial: boolean; origins: string[] }>;
}

const SHARE_SCOPE_ORIGIN = /^(consume|provide) shared module /;

/**
 * The ids of the chunks reached only through the share scope: a shared module's fallback chunks, and the chunks they
 * load in turn (e.g. ui-kit's catalogs). The share scope loads one copy of those per page, whichever build provides it.
 */
function shareScopeChunks(list: ModuleList): Set<string> {
  const chunksOfModule = new Map<string, string[]>();
  for (const module of list.modules) if (module.name) chunksOfModule.set(module.name, module.chunks.map(String));
  const shared = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const chunk of list.chunks) {
      const id = String(chunk.id);
      if (shared.has(id) || chunk.origins.length === 0) continue;
      const onlyShared = chunk.origins.every((origin) => {
        if (SHARE_SCOPE_ORIGIN.test(origin)) return true;
        const chunks = chunksOfModule.get(origin);
        return chunks !== undefined && chunks.length > 0 && chunks.every((each) => shared.has(each));
      });
      if (onlyShared) {
        shared.add(id);
        changed = true;
      }
    }
  }
  return shared;
}

/** `./src/x.ts`, `../node_modules/zod/index.js`, `../packages/contracts/src/a.ts|…` → a path from the repository root. */
function sourcePath(frontEnd: FrontEnd, moduleName: string): string | undefined {
  const withoutLoaders = moduleName
    .slice(moduleName.lastIndexOf('!') + 1)
    .split('|')[0]!
    .replace(/ \+ \d+ modules?$/, '');
  if (!withoutLoaders.startsWith('.')) return undefined; // webpack's runtime and federation's generated modules
  return path.posix.normalize(path.posix.join(frontEnd, withoutLoaders));
}

function packageOf(source: string): string {
  const inNodeModules = source.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const [scopeOrName, name] = source.slice(inNodeModules + 'node_modules/'.length).split('/');
    return scopeOrName!.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName!;
  }
  const ownPackage = /^packages\/([^/]+)\//.exec(source);
  return ownPackage ? `@padel/${ownPackage[1]}` : source.split('/')[0]!;
}

/**
 * Each federation container's own start-up code (the bundler runtime that reads its remoteEntry and joins the share
 * scope): every build must carry it. The runtime's core, the large part, is the shell's alone (externalRuntime).
 */
export const FEDERATION_CONTAINER_RUNTIME = [
  '@module-federation/sdk',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/error-codes',
];

/**
 * The modules that two or more front ends bundle in their own chunks (a shared module's fallback chunk does not
 * count: the share scope loads one copy per page). Reads `<front end>/dist/.bundle-modules.json` under `root`.
 * Each container's start-up code (FEDERATION_CONTAINER_RUNTIME) is left out unless `includeContainerRuntime`.
 */
export function findDuplicateModules(root = repoRoot, { includeContainerRuntime = false } = {}): DuplicateModule[] {
  const owners = new Map<string, { frontEnds: Set<FrontEnd>; bytes: number }>();
  for (const frontEnd of FRONT_ENDS) {
    const file = path.join(root, frontEnd, 'dist', MODULES_FILE);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build (production)`);
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as ModuleList;
    const shared = shareScopeChunks(list);
    const ownChunks = new Set(list.chunks.map((chunk) => String(chunk.id)).filter((id) => !shared.has(id)));
    for (const module of list.modules) {
      const source = module.name === undefined ? undefined : sourcePath(frontEnd, module.name);
      if (!source || !module.chunks.some((chunk) => ownChunks.has(String(chunk)))) continue;
      // Each front end's own sources are its own; everything else (node_modules, packages/*) may be shared.
      if (source.startsWith(`${frontEnd}/`)) continue;
      const owner = owners.get(source) ?? { frontEnds: new Set<FrontEnd>(), bytes: module.size };
      owner.frontEnds.add(frontEnd);
      owners.set(source, owner);
    }
  }
  return [...owners]
    .filter(([, owner]) => owner.frontEnds.size > 1)
    .map(([module, owner]) => ({ module, packageName: packageOf(module), frontEnds: [...owner.frontEnds], bytes: owner.bytes }))
    .filter((duplicate) => includeContainerRuntime || !FEDERATION_CONTAINER_RUNTIME.includes(duplicate.packageName))
    .sort((a, b) => a.packageName.localeCompare(b.packageName) || a.module.localeCompare(b.module));
}

/** The duplicates grouped by package, largest first: `{ packageName, frontEnds, modules, bytes }`. */
export function duplicatePackages(
  duplicates: DuplicateModule[],
): Array<{ packageName: string; frontEnds: FrontEnd[]; modules: number; bytes: number }> {
  const byPackage = new Map<string, { frontEnds: Set<FrontEnd>; modules: number; bytes: number }>();
  for (const duplicate of duplicates) {
    const entry = byPackage.get(duplicate.packageName) ?? { frontEnds: new Set<FrontEnd>(), modules: 0, bytes: 0 };
    duplicate.frontEnds.forEach((frontEnd) => entry.frontEnds.add(frontEnd));
    entry.modules += 1;
    entry.bytes += duplicate.bytes;
    byPackage.set(duplicate.packageName, entry);
  }
  return [...byPackage]
    .map(([packageName, entry]) => ({ packageName, frontEnds: [...entry.frontEnds], modules: entry.modules, bytes: entry.bytes }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The pages of issue 14's budget; `tournamentId` names the tournament whose page is measured. */
export function budgetPages(tournamentId: string, member = { email: 'omar@padel.local', password: 'padel-demo-2026' }): PageToMeasure[] {
  return [
    { name: 'home', path: '/' },
    { name: 'rankings', path: '/rankings' },
    { name: 'tournaments', path: '/tournaments' },
    { name: 'tournament', path: `/tournaments/${tournamentId}` },
    { name: 'my teams', path: '/my-teams', signIn: member },
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `npx tsx tools/src/bench/bundle-report.ts [base URL] [--scripts]`: without a URL, the test stack (the browser tests' ports
 * and lock: sign-in needs the gateway Keycloak's public URL names) on the test engines.
 */
async function main(): Promise<void> {
  let baseUrl = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
  let stop = async (): Promise<void> => undefined;
  if (!baseUrl) {
    const [{ startStack }, { acquireLock }] = await Promise.all([import('../stack/stack'), import('../engines/lock')]);
    const release = await acquireLock(path.join(os.tmpdir(), 'padel-e2e-stack.lock'));
    try {
      const stack = await startStack({ profile: 'test' });
      baseUrl = stack.baseUrl;
      stop = () => stack.stop().finally(release);
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    const tournaments = (await (await fetch(`${baseUrl}/api/tournaments`)).json()) as
      Array<{ id: string }> | { items: Array<{ id: string }> };
    const first = (Array.isArray(tournaments) ? tournaments : tournaments.items)[0];
    if (!first) throw new Error('no tournament to measure');
    const pages = await measurePageScripts(baseUrl, budgetPages(first.id));
    for (const page of pages)
      console.log(
        `${page.name.padEnd(12)} ${String(page.scripts.length).padStart(2)} scripts  gzip ${kb(page.totalGzipBytes).padStart(9)}  brotli ${kb(page.totalBrotliBytes).padStart(9)}  sent ${kb(page.totalTransferBytes).padStart(9)}  ${page.withinBudget ? 'ok' : 'OVER'}`,
      );
    if (process.argv.includes('--scripts'))
      for (const page of pages)
        for (const script of page.scripts)
          console.log(
            `  ${page.name}: ${script.path} gzip ${kb(script.gzipBytes)} (${script.contentEncoding || 'identity'} ${kb(script.transferBytes)})`,
          );
    for (const entry of remoteEntrySizes())
      console.log(
        `${entry.remote.padEnd(12)} remoteEntry.js gzip ${kb(entry.gzipBytes)} brotli ${kb(entry.brotliBytes)}  ${entry.withinBudget ? 'ok' : 'OVER'}`,
      );
    if (process.argv.includes('--layout-shift'))
      for (const [label, viewport] of Object.entries(VIEWPORTS))
        for (const shift of await measureLayoutShift(baseUrl, budgetPages(first.id), viewport))
          console.log(`${shift.name.padEnd(12)} layout shift ${label.padEnd(7)} ${shift.cumulativeLayoutShift.toFixed(3)}`);
    const duplicates = findDuplicateModules();
    console.log(duplicates.length === 0 ? 'duplicate modules: none' : `duplicate modules: ${duplicates.length}`);
    for (const entry of duplicatePackages(duplicates))
      console.log(`  ${entry.packageName}: ${entry.modules} modules, ${kb(entry.bytes)} in ${entry.frontEnds.join(', ')}`);
  } finally {
    await stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
