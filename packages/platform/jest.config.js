module.exports = require('../../jest.base.js').jestConfig({
  displayName: 'platform',
  rootDir: __dirname,
  environment: 'jsdom',
});
