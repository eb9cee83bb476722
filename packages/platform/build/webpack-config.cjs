// One webpack + module federation setup for the shell and every micro-frontend, so that all of them agree
// on the shared singletons (a mismatch would load React or styled-components twice).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
// Webpack's own federation (decision 158): its runtime is a few KB, where @module-federation/enhanced's weighed 46 KB.
const { ModuleFederationPlugin } = require('webpack').container;

const packagesDir = path.resolve(__dirname, '../..');

/** The version installed in node_modules (read from the package's folder: some packages do not export package.json). */
function installedVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../..', 'node_modules', name, 'package.json'), 'utf8')).version;
}

function singleton(name, requiredVersion) {
  return { singleton: true, requiredVersion, version: installedVersion(name) };
}

/**
 * React's API comes from preact/compat (decision 155): every `react` and `react-dom` import of our code and of the
 * libraries (router, query, styled-components, react-intl, single-spa-react) is preact's, about 11 KB gzip for
 * react-dom's 63 KB. Shared under React's names (those are what the code and the libraries import), at preact's
 * version.
 */
const reactAliases = {
  react$: 'preact/compat',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
};

/**
 * Shared modules: one instance per page (decision 140). Our own packages are shared from their sources at version
 * 1.0.0. A shared module is bundled whole (no tree shaking), so zod is not shared itself: @padel/contracts is the
 * only front-end code that uses it at run time, and the contracts' shared chunk holds the part of zod they use. The
 * router is not shared either: the micro-frontends take it from @padel/platform, which re-exports only what they use.
 */
function sharedModules() {
  const preact = { singleton: true, requiredVersion: '^10.29.0', version: installedVersion('preact') };
  const ownPackage = { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' };
  return {
    react: preact,
    'react/jsx-runtime': preact,
    'react-dom': preact,
    'react-dom/client': preact,
    '@tanstack/react-query': singleton('@tanstack/react-query', '^5.0.0'),
    'styled-components': singleton('styled-components', '^6.0.0'),
    'react-intl': singleton('react-intl', '^8.0.0'),
    '@padel/ui-kit': ownPackage,
    '@padel/platform': ownPackage,
    '@padel/contracts': ownPackage,
    '@padel/api': ownPackage,
    '@padel/api/components': ownPackage,
  };
}

/** Text assets get a brotli and a gzip twin at build time, served by Content-Encoding negotiation (decision 141). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
/** Where each build lists its chunks and modules, for the duplicate-module check (tools/src/bundle-report.ts). */
const MODULES_FILE = '.bundle-modules.json';

/** Adds `<asset>.br` and `<asset>.gz` beside every text asset, once minified (real assets: `clean` keeps them). */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
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
/** A catalog's module: `<lang>.json` or `api-<lang>.json` in an `i18n` folder. */
const CATALOG_MODULE = /[\\/]i18n[\\/](?:api-)?([a-z]{2})\.json$/;
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
      const { Compilation, sources } = compiler.webpack;
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
 * A chunk main.js itself asks for at start-up: the bootstrap and the provided shared modules. Not a shared module's
 * consume-side fallback (the shell's own provided copy is the one loaded), nor a chunk loaded on demand (the
 * Authentication dialog, decision 158).
 */
function isAskedForAtStartup(chunk) {
  if (chunk.canBeInitial()) return false;
  const groups = [...chunk.groupsIterable];
  const isFallbackOnly = groups.every(
    (group) => group.origins.length > 0 && group.origins.every((origin) => origin.module?.type === 'consume-shared-module'),
  );
  return !isFallbackOnly && groups.some((group) => [...group.parentsIterable].some((parent) => parent.isInitial()));
}

/**
 * The host's start-up chunks as two files (decision 166): the libraries, which change rarely, and our own code. Each
 * shared module had a file of its own: thirteen requests before the first render.
 */
const startupCacheGroups = {
  startupLibraries: { name: 'startup-libraries', chunks: isAskedForAtStartup, test: /[\\/]node_modules[\\/]/, enforce: true, priority: 30 },
  startup: { name: 'startup', chunks: isAskedForAtStartup, enforce: true, priority: 20 },
};

/**
 * Preloads the shell's start-up chunks from its page (decision 140): without it the browser learns of them only once
 * main.js has run and joined the share scope. Start-up chunks are those main.js itself asks for (the bootstrap and the
 * provided shared modules), not the ones their code loads on demand (the Authentication dialog, decision 158). Left
 * out too: the language catalogs (the page needs one of two) and the shared modules' consume-side fallbacks (the
 * shell's own provided copies are the ones loaded).
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const { chunkGraph, outputOptions } = compilation;
        const isCatalog = (chunk) => chunkGraph.getChunkModules(chunk).every((module) => /[\\/]i18n[\\/]/.test(resourceOf(module)));
        const files = [...compilation.chunks]
          .filter((chunk) => isAskedForAtStartup(chunk) && !isCatalog(chunk))
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .sort();
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartupChunksPlugin' },
          attributes: { rel: 'preload', as: 'script', href: `${outputOptions.publicPath}${file}` },
        }));
        return { ...data, headTags: [...data.headTags, ...links] };
      });
    });
  }
}

/**
 * @param {{ name: string, dir: string, publicPath: string, exposes?: Record<string, string>, html?: boolean }} options
 * `name` is the federation container name (shell, mf_public, ...), `dir` the workspace directory. The host
 * (`html: true`) starts from `src/index.ts`; a remote has no entry of its own, only `remoteEntry.js`.
 */
function createFrontendConfig({ name, dir, publicPath, exposes, html = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: html ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
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
          ...reactAliases,
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
        new ModuleFederationPlugin({ name, filename: 'remoteEntry.js', exposes: exposes ?? {}, shared: sharedModules() }),
        ...(html
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
                minify: production,
              }),
              new PreloadStartupChunksPlugin(),
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

module.exports = { createFrontendConfig, sharedModules, reactAliases, MODULES_FILE, FIRST_SCREEN_FILE };
