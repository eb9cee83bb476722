module.exports = require('../../jest.base.js').jestConfig({
  displayName: 'api',
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [require.resolve('../platform/test/jsdom-setup.ts')],
});
