import path from 'node:path';
import {
  dependencySpecViolations,
  jestMapperViolations,
  stackViolations,
  tsconfigPathViolations,
  webpackAliasViolations,
  webpackReplacementViolations,
} from '../src/checks/mandated-stack';

const repoRoot = path.resolve(__dirname, '../..');
const FRONT_ENDS = ['shell', 'mf-public', 'mf-teams', 'mf-host'];

interface WebpackConfig {
  resolve?: { alias?: unknown };
  plugins?: unknown[];
}
type ConfigFactory = (env: unknown, argv: { mode: string }) => WebpackConfig;

describe("the owner's mandated packages", () => {
  test('when the repository is read, then each mandated package is declared where it is imported, installed as itself and mapped by no tsconfig', () => {
    expect(stackViolations(repoRoot)).toEqual([]);
  });

  test.each(FRONT_ENDS)(
    'when %s is bundled (production and development), then no webpack alias or replacement maps a mandated package',
    (frontEnd) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const factory = require(path.join(repoRoot, frontEnd, 'webpack.config.js')) as ConfigFactory;

      const problems = ['production', 'development'].flatMap((mode) => {
        const config = factory({}, { mode });
        return [
          ...webpackAliasViolations(config.resolve?.alias, `${frontEnd} (${mode})`),
          ...webpackReplacementViolations(config.plugins ?? [], `${frontEnd} (${mode})`),
        ];
      });

      expect(problems).toEqual([]);
    },
  );

  test('when jest runs any workspace, then no moduleNameMapper maps a mandated package', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { projects } = require(path.join(repoRoot, 'jest.config.js')) as { projects: string[] };

    const problems = projects.flatMap((project) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require(project) as { moduleNameMapper?: Record<string, unknown> };
      return jestMapperViolations(config.moduleNameMapper, path.relative(repoRoot, project));
    });

    expect(projects.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  test('when a webpack alias sends react or react-dom/client to another package, then it is reported', () => {
    const problems = webpackAliasViolations({ react$: 'other-react', 'react-dom': 'other-react', '@padel/ui-kit$': 'x' }, 'shell');

    expect(problems).toEqual(['shell: webpack alias "react$" maps react', 'shell: webpack alias "react-dom" maps react-dom']);
  });

  test('when a replacement plugin swaps keycloak-js, then it is reported', () => {
    class NormalModuleReplacementPlugin {
      resourceRegExp = /^keycloak-js$/;
    }

    expect(webpackReplacementViolations([new NormalModuleReplacementPlugin()], 'shell')).toEqual([
      'shell: NormalModuleReplacementPlugin /^keycloak-js$/ replaces keycloak-js',
    ]);
  });

  test('when jest maps react-dom/client or tsconfig paths map react, then both are reported', () => {
    expect(jestMapperViolations({ '^react-dom/client$': 'other-react/client', '^@padel/(api)$': 'x' }, 'shell')).toEqual([
      'shell: jest moduleNameMapper "^react-dom/client$" maps react-dom',
    ]);
    expect(tsconfigPathViolations({ 'react/*': ['other-react/*'], '@padel/*': ['x'] }, 'tsconfig.json')).toEqual([
      'tsconfig.json: tsconfig path "react/*" maps react',
    ]);
  });

  test('when a package.json installs another package under a mandated name, then it is reported', () => {
    expect(dependencySpecViolations({ dependencies: { react: 'npm:other-react@18', zod: '^4.1.0' } }, 'shell/package.json')).toEqual([
      'shell/package.json: react is "npm:other-react@18", not the package itself',
    ]);
  });
});
