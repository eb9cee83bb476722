module.exports = require('../packages/platform/build/jest-front-end.cjs').frontEndJestConfig({
  displayName: 'mf-public',
  rootDir: __dirname,
  setupFiles: [require.resolve('../packages/platform/test/jsdom-setup.ts'), require.resolve('./test/i18n-setup.ts')],
});
