import fs from 'node:fs';
import path from 'node:path';
import { importsInto, reaches } from '../src/checks/dependency-direction';

const repoRoot = path.resolve(__dirname, '../..');
const readManifest = (workspace: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

describe('e2e and tools', () => {
  test('when the tools are read, then none of their files imports e2e (e2e depends on tools, not the reverse)', () => {
    expect(importsInto(path.join(repoRoot, 'tools'), path.join(repoRoot, 'e2e'), '@padel/e2e')).toEqual([]);
  });

  test('when the manifests are read, then e2e declares tools and tools does not declare e2e', () => {
    const tools = readManifest('tools');
    const e2e = readManifest('e2e');

    expect({ ...tools.dependencies, ...tools.devDependencies }).not.toHaveProperty(['@padel/e2e']);
    expect({ ...e2e.dependencies, ...e2e.devDependencies }).toHaveProperty(['@padel/tools']);
  });
});

describe('the check itself', () => {
  const e2eDir = path.join(repoRoot, 'e2e');
  const benchFile = path.join(repoRoot, 'tools/src/bench/bench-pages.ts');

  test.each(['../../../e2e/src/browser', '@padel/e2e', '@padel/e2e/src/browser'])(
    'when a tools file imports %s, then it is reported',
    (specifier) => {
      expect(reaches(benchFile, specifier, e2eDir, '@padel/e2e')).toBe(true);
    },
  );

  test.each(['../testing/chromium', '@padel/e2e-other', 'playwright-core', '../../../e2e-like/x'])(
    'when a tools file imports %s, then it is not reported',
    (specifier) => {
      expect(reaches(benchFile, specifier, e2eDir, '@padel/e2e')).toBe(false);
    },
  );
});
