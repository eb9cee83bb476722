module.exports = require('../jest.base.js').jestConfig({
  displayName: 'mf-public',
  rootDir: __dirname,
  environment: 'jsdom',
});
