import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

function run(bin: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', bin), ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the repository', () => {
  test('when ESLint checks every source file, then it reports no error', () => {
    const { status, output } = run('eslint/bin/eslint.js', ['.', '--quiet']);

    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  }, 180_000);

  test('when Prettier checks every file, then all are formatted', () => {
    const { status, output } = run('prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn']);

    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  }, 180_000);
});
