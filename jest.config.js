// One jest run over every workspace that has tests (npm test goes through tools/src/jest/test.ts).
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces.map((workspace) => path.join(__dirname, workspace, 'jest.config.js')).filter((config) => fs.existsSync(config)),
};
