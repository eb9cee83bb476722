module.exports = require('../../jest.base.js').jestConfig({ displayName: 'news', rootDir: __dirname });
