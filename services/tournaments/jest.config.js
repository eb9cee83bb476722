module.exports = require('../../jest.base.js').jestConfig({ displayName: 'tournaments', rootDir: __dirname });
