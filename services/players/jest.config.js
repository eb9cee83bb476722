module.exports = require('../../jest.base.js').jestConfig({ displayName: 'players', rootDir: __dirname });
