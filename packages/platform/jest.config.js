module.exports = require('../platform/build/jest-preact.cjs').frontEndJestConfig({
  displayName: 'platform',
  rootDir: __dirname,
  setupFiles: [require.resolve('./test/jsdom-setup.ts')],
});
