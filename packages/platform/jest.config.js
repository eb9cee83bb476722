module.exports = require('../../jest.base.js').jestConfig({
  displayName: 'platform',
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [require.resolve('./test/jsdom-setup.ts')],
});
