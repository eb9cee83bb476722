module.exports = require('../platform/build/jest-preact.cjs').frontEndJestConfig({
  displayName: 'ui-kit',
  rootDir: __dirname,
});
