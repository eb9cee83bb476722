module.exports = require('../platform/build/jest-front-end.cjs').frontEndJestConfig({
  displayName: 'ui-kit',
  rootDir: __dirname,
});
