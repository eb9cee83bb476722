module.exports = require('../../jest.base.js').jestConfig({
  displayName: 'ui-kit',
  rootDir: __dirname,
  environment: 'jsdom',
});
