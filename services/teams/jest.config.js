module.exports = require('../../jest.base.js').jestConfig({ displayName: 'teams', rootDir: __dirname });
