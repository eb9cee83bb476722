// One webpack + module federation setup for the shell and every micro-frontend, so that all of them agree
// on the shared singletons (a mismatch would load React or styled-components twice).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const packagesDir = path.resolve(__dirname, '../..');

/** The version installed in node_modules (read from the package's folder: some packages do not export package.json). */
function installedVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../..', 'node_modules', name, 'package.json'), 'utf8')).version;
}

function singleton(name, requiredVersion) {
  return { singleton: true, requiredVersion, version: installedVersion(name) };
}

/**
 * Shared modules: one instance per page (decision 140). Our own packages are shared from their sources at version
 * 1.0.0. A shared module is bundled whole (no tree shaking), so zod is not shared itself: @padel/contracts is the
 * only front-end code that uses it at run time, and the contracts' shared chunk holds the part of zod they use. The
 * router is not shared either: the micro-frontends take it from @padel/platform, which re-exports only what they use.
 * Nor is React Query: only @padel/api and @padel/platform use it at run time, so one tree-shaken copy comes with them
 * (decision 183).
 * The host (`eager`) bundles them into its start-up scripts: a provided module in a chunk loaded on demand deadlocks
 * the federation runtime once that chunk also consumes another shared module (decision 174).
 */
function sharedModules({ eager = false } = {}) {
  const react = singleton('react', '^19.0.0');
  const reactDom = singleton('react-dom', '^19.0.0');
  const ownPackage = { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' };
  const modules = {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    'styled-components': singleton('styled-components', '^6.0.0'),
    'react-intl': singleton('react-intl', '^8.0.0'),
    '@padel/ui-kit': ownPackage,
    '@padel/platform': ownPackage,
    '@padel/contracts': ownPackage,
    '@padel/api': ownPackage,
    '@padel/api/components': ownPackage,
  };
  return Object.fromEntries(Object.entries(modules).map(([key, options]) => [key, { ...options, eager }]));
}

/**
 * @module-federation/enhanced in its lean production setup (decision 174): no type generation or manifest (the shell
 * reads each remoteEntry.js's URL from the run-time config), no snapshot code, the browser-only runtime, singletons
 * taken from what the page already loaded (the shell's), and one copy of the federation runtime per page: the shell
 * provides it, the remotes use it.
 */
function federationOptions({ name, exposes, host, leave = [] }) {
  const options = {
    name,
    filename: 'remoteEntry.js',
    exposes: exposes ?? {},
    shared: sharedModules({ eager: host }),
    dts: false,
    manifest: false,
    shareStrategy: 'loaded-first',
    experiments: {
      ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
      optimization: { disableSnapshot: true, target: 'web' },
    },
  };
  return leaveOut(options, leave);
}

/** The lean settings the federation report can leave out one at a time. */
const LEAN_FEDERATION_OPTIONS = ['disableSnapshot', 'target', 'externalRuntime', 'shareStrategy', 'manifest'];

/** The options without the named lean settings (the bench's federation report measures what each one saves). */
function leaveOut(options, leave) {
  const experiments = { ...options.experiments, optimization: { ...options.experiments.optimization } };
  if (leave.includes('disableSnapshot')) delete experiments.optimization.disableSnapshot;
  if (leave.includes('target')) delete experiments.optimization.target;
  if (leave.includes('externalRuntime')) {
    delete experiments.externalRuntime;
    delete experiments.provideExternalRuntime;
  }
  const result = { ...options, experiments };
  if (leave.includes('shareStrategy')) delete result.shareStrategy;
  if (leave.includes('manifest')) delete result.manifest;
  return result;
}

/**
 * The shell's `provideExternalRuntime` plugin is injected by its CommonJS file, which pulls the CommonJS build of the
 * whole federation runtime beside the ES build the bundler runtime uses: two copies (46 KB gzip more). Its ES build
 * shares the one copy.
 */
const injectRuntimeCorePlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
});
const externalRuntimeAliases = { [injectRuntimeCorePlugin]: injectRuntimeCorePlugin.replace(/\.cjs$/, '.js') };

/** Text assets get a brotli and a gzip twin at build time, served by Content-Encoding negotiation (decision 141). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
/** Where each build lists its chunks and modules, for the duplicate-module check (tools/src/bench/bundle-report.ts). */
const MODULES_FILE = '.bundle-modules.json';

/** Adds `<asset>.br` and `<asset>.gz` beside every text asset, once minified (real assets: `clean` keeps them). */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(file)) continue;
            const content = source.buffer();
            const brotli = zlib.brotliCompressSync(content, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            });
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli), { compressed: true });
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(zlib.gzipSync(content, { level: 9 })), { compressed: true });
          }
        },
      );
    });
  }
}

/** Writes the build's chunks (files, how they are reached) and modules into dist/.bundle-modules.json. */
class ModuleListPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ModuleListPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        chunkModules: false,
        modules: true,
        nestedModules: true,
        ids: true,
        reasons: false,
      });
      // A concatenated module lists the modules it holds: they live in its chunks.
      const flatten = (modules, parentChunks) =>
        modules.flatMap((module) => {
          const chunks = module.chunks?.length ? module.chunks : parentChunks;
          if (module.modules) return flatten(module.modules, chunks);
          return [{ name: module.name, size: module.size, moduleType: module.moduleType, chunks }];
        });
      const chunks = (json.chunks ?? []).map((chunk) => ({
        id: chunk.id,
        names: chunk.names,
        files: chunk.files,
        initial: chunk.initial,
        origins: (chunk.origins ?? []).map((origin) => origin.moduleName ?? ''),
      }));
      const output = { modules: flatten(json.modules ?? [], []), chunks };
      fs.writeFileSync(path.join(compiler.outputPath, MODULES_FILE), JSON.stringify(output));
    });
  }
}

/** Where each build lists what a page's first screen loads from it (decision 164), read by the gateway. */
const FIRST_SCREEN_FILE = 'first-screen.json';
/**
 * A route's page chunk is named `page:<route path>` by its import's `webpackChunkName` (`page:*`: the not-found page;
 * `page:/a|/b`: one page at two paths).
 */
const PAGE_CHUNK_PREFIX = 'page:';
/**
 * A first screen's catalog module: `<lang>.json` in an `i18n` folder. The API's texts (`api-<lang>.json`) are loaded
 * when first needed, not preloaded (decision 183).
 */
const CATALOG_MODULE = /[\\/]i18n[\\/]([a-z]{2})\.json$/;
/** The file a module (or a concatenated module's root) was built from. */
const resourceOf = (module) => module.resource ?? module.rootModule?.resource ?? '';

/**
 * Writes dist/first-screen.json: the files a page's first screen asks for from this build, so that the gateway can
 * preload them from the page (decision 164) instead of the browser finding them one round trip after another:
 * - `provides`: the shared modules this container offers;
 * - `expose`: the exposed module's files;
 * - `pages`: each route's page files, by route path;
 * - `catalogs`: each language's catalog files (the container's own; the host's also those of the packages it shares).
 * A file loaded only as a shared module's fallback names that module (`shared`): it is asked for only when no other
 * container on the page provides it. Paths are public URLs (the build's publicPath), as the browser asks for them.
 */
class FirstScreenManifestPlugin {
  constructor({ dir, host }) {
    this.ownSources = path.join(dir, 'src') + path.sep;
    this.host = host;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstScreenManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph, outputOptions } = compilation;
        const url = (file) => `${outputOptions.publicPath}${file}`;
        const scriptsOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        /** A chunk group's files, and those of the shared modules' fallbacks its chunks consume. */
        const filesOf = (group) => {
          const files = scriptsOf(group).map((file) => ({ file: url(file) }));
          for (const chunk of group.chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== 'consume-shared-module') continue;
              for (const block of module.blocks) {
                const fallback = chunkGraph.getBlockChunkGroup(block);
                if (fallback) files.push(...scriptsOf(fallback).map((file) => ({ file: url(file), shared: module.options.shareKey })));
              }
            }
          }
          const seen = new Set();
          return files.filter(({ file }) => !seen.has(file) && seen.add(file));
        };

        const provides = [...compilation.modules]
          .filter((module) => module.type === 'provide-module')
          .map((module) => module._name)
          .sort();
        const expose = [...compilation.modules]
          .filter((module) => module.identifier().startsWith('container entry'))
          .flatMap((module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)))
          .filter(Boolean)
          .flatMap(filesOf);
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
          for (const route of name.slice(PAGE_CHUNK_PREFIX.length).split('|')) pages[route] = filesOf(group);
        }
        const catalogs = {};
        for (const chunk of compilation.chunks) {
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
          const languages = new Set(modules.map((module) => CATALOG_MODULE.exec(resourceOf(module))?.[1]));
          const [language] = languages;
          if (languages.size !== 1 || !language) continue;
          const origins = [...chunk.groupsIterable].flatMap((group) => group.origins.map((origin) => resourceOf(origin.module ?? {})));
          if (!this.host && !origins.every((origin) => origin.startsWith(this.ownSources))) continue;
          (catalogs[language] ??= []).push(...scriptsOf({ chunks: [chunk] }).map((file) => ({ file: url(file) })));
        }
        const manifest = { provides, expose, pages, catalogs };
        compilation.emitAsset(FIRST_SCREEN_FILE, new sources.RawSource(JSON.stringify(manifest, null, 1)));
      });
    });
  }
}

/**
 * The host's start-up scripts (decision 166, 174): the federation runtime with the entry (main.js), the libraries,
 * which change rarely, and our own code with the shared packages. The shell provides every shared module eagerly, so
 * all three are the page's own `<script defer>` tags, fetched in parallel from the start.
 */
const startupCacheGroups = {
  startupLibraries: {
    name: 'startup-libraries',
    chunks: 'initial',
    test: /[\\/]node_modules[\\/](?!@module-federation[\\/])/,
    enforce: true,
    priority: 30,
  },
  startup: { name: 'startup', chunks: 'initial', test: /[\\/](shell|packages)[\\/]/, enforce: true, priority: 20 },
};

/**
 * @param {{ name: string, dir: string, publicPath: string, exposes?: Record<string, string>, html?: boolean,
 *           leaveOut?: string[], outputPath?: string }} options
 * `name` is the federation container name (shell, mf_public, ...), `dir` the workspace directory. The host
 * (`html: true`) starts from `src/index.ts`; a remote has no entry of its own, only `remoteEntry.js`. `leaveOut` and
 * `outputPath` are for the federation options report (tools/src/bench/federation-options-report.ts).
 */
function createFrontendConfig({ name, dir, publicPath, exposes, html = false, leaveOut: leave = [], outputPath }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: html ? { main: './src/index.ts' } : {},
      output: {
        path: outputPath ?? path.join(dir, 'dist'),
        publicPath,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // By id: page chunks are named after their route (`page:/rankings`), which is no file name.
        chunkFilename: production ? '[id].[contenthash:8].js' : '[id].js',
        uniqueName: name,
        clean: true,
      },
      devtool: production ? false : 'cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // Our packages are consumed from source (no separate build step, ESM for tree shaking).
        alias: {
          ...(html ? externalRuntimeAliases : {}),
          // The browsers' entry: zod's eval probe off before any schema is built (the CSP forbids eval).
          '@padel/contracts$': path.join(__dirname, 'contracts-browser.ts'),
          '@padel/ui-kit$': path.join(packagesDir, 'ui-kit/src/index.ts'),
          '@padel/platform$': path.join(packagesDir, 'platform/src/index.ts'),
          '@padel/api$': path.join(packagesDir, 'api/src/index.ts'),
          '@padel/api/components$': path.join(packagesDir, 'api/src/components/index.ts'),
          // The catalogs are compiled at build time (decision 156): react-intl formats ASTs without the ICU parser.
          '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      },
      module: {
        // An import of a name the module does not export fails the build (webpack's default warns and leaves it
        // undefined): the browsers' contracts leave the servers' names out (contracts-browser.ts).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          // The contracts' files are evaluated on first use, not at start-up (decision 166).
          { test: /[\\/]build[\\/]contracts-browser\.ts$/, enforce: 'pre', use: path.join(__dirname, 'lazy-contracts-loader.cjs') },
          { test: /[\\/]src[\\/]i18n[\\/][^\\/]+\.json$/, use: path.join(__dirname, 'compile-messages-loader.cjs') },
          // Schemas without module side effects: unused contract files are dropped from the bundles.
          { test: /[\\/]packages[\\/](contracts|api)[\\/]src[\\/]/, sideEffects: false },
          // The front ends' features too: a page importing one thing from a feature's index loads only that (decision 158).
          { test: /[\\/](shell|mf-public|mf-teams|mf-host)[\\/]src[\\/]features[\\/]/, sideEffects: false },
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ name, exposes, host: html, leave })),
        ...(html
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
                minify: production,
              }),
            ]
          : []),
        ...(production ? [new FirstScreenManifestPlugin({ dir, host: html }), new PrecompressPlugin(), new ModuleListPlugin()] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(html && production ? { splitChunks: { cacheGroups: startupCacheGroups } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createFrontendConfig, sharedModules, LEAN_FEDERATION_OPTIONS, MODULES_FILE, FIRST_SCREEN_FILE };
