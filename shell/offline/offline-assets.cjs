// The installable site and its service worker (decision 196), emitted with the shell's build: /sw.js (the worker,
// named by the build's hash so that a new build replaces it and its caches), /manifest.webmanifest and the icons in
// both themes.
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const ICONS = ['icon-light.svg', 'icon-dark.svg', 'icon-light-192.png', 'icon-light-512.png', 'icon-dark-192.png', 'icon-dark-512.png'];

const manifest = {
  name: 'Padel League',
  short_name: 'Padel',
  description: "The Gulf's professional padel league: tournaments, rankings, teams and news.",
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#0b1f3a',
  theme_color: '#0b1f3a',
  icons: [
    { src: '/icons/icon-light-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-light-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-dark-192.png', sizes: '192x192', type: 'image/png', purpose: 'monochrome' },
    { src: '/icons/icon-light.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

class OfflineAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OfflineAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflineAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const worker = fs.readFileSync(path.join(__dirname, 'service-worker.js'), 'utf8');
        // The hash of the whole build (every chunk's content): a new build, a new cache.
        const hash = compilation.fullHash ?? compilation.hash ?? String(Date.now());
        compilation.emitAsset('sw.js', new sources.RawSource(worker.replaceAll('__BUILD_HASH__', hash.slice(0, 16))));
        compilation.emitAsset('manifest.webmanifest', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        for (const icon of ICONS)
          compilation.emitAsset(`icons/${icon}`, new sources.RawSource(fs.readFileSync(path.join(__dirname, icon))));
      });
    });
  }
}

module.exports = { OfflineAssetsPlugin };
