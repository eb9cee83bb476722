module.exports = require('../jest.base.js').jestConfig({ displayName: 'tools', rootDir: __dirname });
