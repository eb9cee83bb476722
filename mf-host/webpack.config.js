const { createFrontendConfig } = require('../packages/platform/build/webpack-config.cjs');

module.exports = createFrontendConfig({
  name: 'mf_host',
  dir: __dirname,
  publicPath: '/mf/host/',
  exposes: { './app': './src/app.tsx' },
});
