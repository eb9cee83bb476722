const config = require('../packages/platform/build/jest-front-end.cjs').frontEndJestConfig({
  displayName: 'shell',
  rootDir: __dirname,
  setupFiles: [require.resolve('../packages/platform/test/jsdom-setup.ts'), require.resolve('./test/i18n-setup.ts')],
});

module.exports = {
  ...config,
  // A catalog imported with `?ids=` (the start-up error's texts): the tests read the whole catalog.
  moduleNameMapper: { '^(.+\\.json)\\?ids=.*$': '$1', ...config.moduleNameMapper },
};
