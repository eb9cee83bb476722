module.exports = require('../platform/build/jest-front-end.cjs').frontEndJestConfig({
  displayName: 'api',
  rootDir: __dirname,
  setupFiles: [require.resolve('../platform/test/jsdom-setup.ts')],
});
