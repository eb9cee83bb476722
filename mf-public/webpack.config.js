const { createFrontendConfig } = require('../packages/platform/build/webpack-config.cjs');

module.exports = createFrontendConfig({
  name: 'mf_public',
  dir: __dirname,
  publicPath: '/mf/public/',
  exposes: { './app': './src/app.tsx' },
});
