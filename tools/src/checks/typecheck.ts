// npm run typecheck: type-checks every TypeScript file of the repository, tests included: the node workspaces and
// tools (tsconfig.test.json), e2e, and each front end. Prints one line per project with its error count, then the
// errors, and fails on any error or on a file that no project covers. The build's `tsc -b` stays as it is: it
// checks only what it emits into dist (the node packages' src).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** tsconfig files relative to the repository root; together they include every .ts/.tsx file we own. */
export const PROJECTS = [
  'tsconfig.test.json',
  'e2e/tsconfig.json',
  'packages/ui-kit/tsconfig.json',
  'packages/platform/tsconfig.json',
  'packages/api/tsconfig.json',
  'shell/tsconfig.json',
  'mf-public/tsconfig.json',
  'mf-teams/tsconfig.json',
  'mf-host/tsconfig.json',
];

/** Two tsc processes at a time: one per core of the build machine. */
const PARALLEL = 2;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'coverage']);
const ERROR_START = /^(?:.+\(\d+,\d+\): )?error TS\d+: /;

export interface ProjectResult {
  config: string;
  /** One entry per diagnostic, its continuation lines included. */
  errors: string[];
  /** Absolute paths of every file in the project's program. */
  files: string[];
  seconds: number;
}

export interface TypecheckResult {
  projects: ProjectResult[];
  /** Repository-relative paths of TypeScript files that no project includes. */
  uncovered: string[];
}

function checkProject(config: string): Promise<ProjectResult> {
  const started = Date.now();
  const tsc = require.resolve('typescript/bin/tsc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', config, '--noEmit', '--pretty', 'false', '--listFiles'], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const errors: string[] = [];
      const files: string[] = [];
      const unexpected: string[] = [];
      for (const line of output.split(/\r?\n/)) {
        if (ERROR_START.test(line)) errors.push(line);
        else if (/^\s/.test(line) && errors.length > 0) errors[errors.length - 1] += `\n${line}`;
        else if (path.isAbsolute(line)) files.push(path.resolve(line));
        else if (line.trim()) unexpected.push(line);
      }
      // tsc failed without a diagnostic we could read (a crash, a missing config): report its output as is.
      if (code !== 0 && errors.length === 0) errors.push(`tsc exited with ${code}: ${unexpected.join('\n') || 'no output'}`);
      resolve({ config, errors, files, seconds: (Date.now() - started) / 1000 });
    });
  });
}

async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Our .ts/.tsx files: everything outside node_modules, build output and hidden folders (.git, .data). */
function ownTypeScriptFiles(directory = repoRoot): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name) ? [] : ownTypeScriptFiles(full);
    }
    return /\.[cm]?tsx?$/.test(entry.name) ? [full] : [];
  });
}

export async function typecheck(projects: readonly string[] = PROJECTS): Promise<TypecheckResult> {
  const results = await inParallel(projects, PARALLEL, checkProject);
  const checked = new Set(results.flatMap((result) => result.files));
  const uncovered = ownTypeScriptFiles()
    .filter((file) => !checked.has(file))
    .map((file) => path.relative(repoRoot, file));
  return { projects: results, uncovered };
}

async function main(): Promise<number> {
  const { projects, uncovered } = await typecheck();
  const width = Math.max(...projects.map((project) => project.config.length));
  for (const { config, errors, seconds } of projects) {
    console.log(`${config.padEnd(width)}  ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}  (${seconds.toFixed(1)} s)`);
  }
  for (const { config, errors } of projects.filter((project) => project.errors.length > 0)) {
    console.log(`\n${config}:\n${errors.join('\n')}`);
  }
  if (uncovered.length > 0)
    console.log(`\nin no project (add them to a tsconfig listed in tools/src/checks/typecheck.ts):\n${uncovered.join('\n')}`);
  return projects.some((project) => project.errors.length > 0) || uncovered.length > 0 ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
