module.exports = require('../../jest.base.js').jestConfig({ displayName: 'service-kit', rootDir: __dirname });
