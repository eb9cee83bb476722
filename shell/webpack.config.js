const { createFrontendConfig } = require('../packages/platform/build/webpack-config.cjs');
const { OfflineAssetsPlugin } = require('./offline/offline-assets.cjs');

const shellConfig = createFrontendConfig({ name: 'shell', dir: __dirname, publicPath: '/', html: true });

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  return { ...config, plugins: [...config.plugins, new OfflineAssetsPlugin()] };
};
