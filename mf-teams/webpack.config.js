const { createFrontendConfig } = require('../packages/platform/build/webpack-config.cjs');

module.exports = createFrontendConfig({
  name: 'mf_teams',
  dir: __dirname,
  publicPath: '/mf/teams/',
  exposes: { './app': './src/app.tsx' },
});
