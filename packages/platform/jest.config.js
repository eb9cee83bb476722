const path = require('node:path');

const config = require('../platform/build/jest-front-end.cjs').frontEndJestConfig({
  displayName: 'platform',
  rootDir: __dirname,
  setupFiles: [require.resolve('./test/jsdom-setup.ts')],
});

module.exports = {
  ...config,
  // The browsers' contracts entry (build/contracts-browser.ts) imports the contracts' files as webpack resolves them.
  moduleNameMapper: { '^@padel/contracts/src/(.*)$': path.join(__dirname, '../contracts/src/$1'), ...config.moduleNameMapper },
};
