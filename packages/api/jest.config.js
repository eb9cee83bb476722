module.exports = require('../platform/build/jest-preact.cjs').frontEndJestConfig({
  displayName: 'api',
  rootDir: __dirname,
  setupFiles: [require.resolve('../platform/test/jsdom-setup.ts')],
});
