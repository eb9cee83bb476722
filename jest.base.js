// Shared jest settings: TypeScript through swc, workspace packages resolved to their sources.
const path = require('node:path');

const packagesDir = path.join(__dirname, 'packages');

/**
 * @param {{ displayName: string, rootDir: string, environment?: 'node' | 'jsdom', engines?: boolean,
 *           setupFiles?: string[], testTimeout?: number }} options
 * `engines` (default: true for node tests) starts the real test engines in jest's global setup.
 */
function jestConfig({
  displayName,
  rootDir,
  environment = 'node',
  engines = environment === 'node',
  setupFiles = [],
  testTimeout = 30000,
}) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/{src,test,tests}/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // sanitize-html's parser packages are ES modules only (the news service, decision 201): swc makes them CommonJS for jest.
    transformIgnorePatterns: [
      '/node_modules/(?!(keycloak-js|react-intl|@formatjs|intl-messageformat|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
    ],
    moduleNameMapper: {
      '^@padel/(contracts|service-kit|ui-kit|platform|api)$': path.join(packagesDir, '$1/src'),
      '^@padel/(contracts|service-kit|ui-kit|platform|api)/(.*)$': path.join(packagesDir, '$1/src/$2'),
    },
    setupFiles,
    // testTimeout alone is ignored when the root config runs the workspaces as projects.
    globals: { __PADEL_TEST_TIMEOUT__: testTimeout },
    setupFilesAfterEnv: [path.join(__dirname, 'tools/src/jest/test-timeout.ts')],
    ...(engines
      ? {
          globalSetup: path.join(__dirname, 'tools/src/jest/global-setup.ts'),
        }
      : {}),
    testTimeout,
  };
}

module.exports = { jestConfig };
