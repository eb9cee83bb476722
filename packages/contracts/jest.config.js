module.exports = require('../../jest.base.js').jestConfig({ displayName: 'contracts', rootDir: __dirname, engines: false });
