module.exports = require('../jest.base.js').jestConfig({
  displayName: 'gateway',
  rootDir: __dirname,
  setupFiles: ['<rootDir>/test/support/quiet-logs.ts', '<rootDir>/test/support/own-database.ts'],
  testTimeout: 60000,
});
