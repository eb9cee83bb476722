const path = require('node:path');
const { jestConfig } = require('../jest.base.js');

// Browser tests run against the whole stack, started once by the global setup.
module.exports = {
  ...jestConfig({ displayName: 'e2e', rootDir: __dirname, testTimeout: 120000 }),
  globalSetup: path.join(__dirname, 'src/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/global-teardown.ts'),
};
