const { createFrontendConfig } = require('../packages/platform/build/webpack-config.cjs');

module.exports = createFrontendConfig({ name: 'shell', dir: __dirname, publicPath: '/', html: true });
