module.exports = require('../jest.base.js').jestConfig({
  displayName: 'mf-teams',
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [require.resolve('../packages/platform/test/jsdom-setup.ts'), require.resolve('./test/i18n-setup.ts')],
});
