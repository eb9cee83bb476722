// One lint setup for the whole monorepo (typescript-eslint + react-hooks + our feature boundaries).
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';

/** bulletproof-react: code in src/features/<a>/ must not import from src/features/<b>/. */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: { crossFeature: 'Feature "{{from}}" must not import from feature "{{to}}": move shared code out of features/.' },
  },
  create(context) {
    const featureOf = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    const from = featureOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = featureOf(path.resolve(path.dirname(context.filename), source) + path.sep);
        if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
      },
    };
  },
};

const repoRoot = path.dirname(new URL(import.meta.url).pathname);

/** The workspace (package) a file belongs to: `mf-teams`, `packages/api`, `services/teams`, ... */
function workspaceOf(file) {
  const parts = path.relative(repoRoot, file).split(path.sep);
  return ['packages', 'services'].includes(parts[0]) ? parts.slice(0, 2).join('/') : parts[0];
}

/** A relative import never leaves its workspace: another package's code is imported by its name (`@padel/api`). */
const noCrossPackageImports = {
  meta: {
    type: 'problem',
    messages: {
      crossPackage: '"{{from}}" must not import files of "{{to}}": import the package by name, or move the code to a shared package.',
    },
  },
  create(context) {
    const from = workspaceOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = workspaceOf(path.resolve(path.dirname(context.filename), source));
      if (to !== from) context.report({ node, messageId: 'crossPackage', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Decision 080: the shell and the micro-frontends call /api only through @padel/api's hooks. */
/** The `no-restricted-imports` rule refusing these import paths. */
const restrictedImports = (paths) => ({ 'no-restricted-imports': ['error', { paths }] });

const platformApiClientOnlyInApi = {
  name: '@padel/platform',
  importNames: ['useApi', 'createApiClient'],
  message: 'Declare API calls in @padel/api (decision 080).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-cross-package-imports': noCrossPackageImports } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'local/no-cross-feature-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Front ends and the services' own code; the e2e suite and integration tests may start other workspaces.
    files: ['shell/**', 'mf-*/**', 'packages/**', 'services/*/src/**', 'gateway/src/**'],
    rules: { 'local/no-cross-package-imports': 'error' },
  },
  {
    // Decision 181: a service's routers come from service-kit's createRouter (case-sensitive), never `new Router`.
    files: ['services/*/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Router']", message: "Use createRouter from '@padel/service-kit' (decision 181)." },
      ],
    },
  },
  {
    // A service's domain reaches its database only through the repositories of its data-access/ (decision 053).
    files: ['services/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'mongoose', message: 'Query the database in data-access/ (a repository function) instead.' }],
          patterns: [
            {
              group: ['**/data-access/*-model'],
              message: 'Import from the repository in data-access/, which re-exports the record types it takes and returns.',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 080: the shell and the micro-frontends call /api only through @padel/api's hooks.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictedImports([
      {
        name: '@tanstack/react-query',
        importNames: ['useQuery', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery', 'useMutation'],
        message: 'Declare API calls in @padel/api (decision 080).',
      },
      platformApiClientOnlyInApi,
    ]),
  },
  {
    // Decision 183: React Query is not a shared module; the micro-frontends use the shell's copy through @padel/api
    // and @padel/platform. A value imported here would bundle a second copy with a context the shell's client is not in.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictedImports([
      {
        name: '@tanstack/react-query',
        allowTypeImports: true,
        message:
          'Use the hooks of @padel/api (decision 080); React Query is not shared (decision 183), so only its types may be imported here.',
      },
      platformApiClientOnlyInApi,
    ]),
  },
  {
    // Issue 11: every user-facing text comes from a catalog (English and Arabic), never a literal in the markup (decision 100).
    files: [
      'shell/src/**/*.tsx',
      'mf-*/src/**/*.tsx',
      'packages/ui-kit/src/**/*.tsx',
      'packages/platform/src/**/*.tsx',
      'packages/api/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx', 'packages/platform/src/testing.tsx', 'packages/api/src/testing.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,title,description,caption,placeholder,alt}']] } }],
    },
  },
);
