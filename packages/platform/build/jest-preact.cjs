// Front-end unit tests run on what the browsers run (decision 155): React's imports, the tests' and
// @testing-library/react's included, resolve to preact/compat; preact's ES modules go through swc like our code.
const path = require('node:path');
const { jestConfig } = require('../../../jest.base.js');
const { reactAliases } = require('./webpack-config.cjs');

const reactModules = Object.fromEntries(
  Object.entries(reactAliases).map(([request, target]) => [`^${request.replace(/\$$/, '')}$`, target]),
);

/** The workspace's jest config with React's modules mapped to preact. */
function withPreact(config) {
  return {
    ...config,
    moduleNameMapper: {
      ...reactModules,
      '^react-dom/test-utils$': path.join(__dirname, '../test/preact-act.ts'),
      ...config.moduleNameMapper,
    },
    setupFiles: [path.join(__dirname, '../test/preact-jsdom-setup.ts'), ...config.setupFiles],
    transformIgnorePatterns: config.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(preact|')),
  };
}

/** A front-end workspace's jest config (jsdom), on preact. */
function frontEndJestConfig(options) {
  return withPreact(jestConfig({ environment: 'jsdom', ...options }));
}

module.exports = { frontEndJestConfig };
