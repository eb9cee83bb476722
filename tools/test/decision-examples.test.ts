// The code a decision shows as an example is code that compiles and passes lint. A fenced block whose info string
// names a file (```ts file=<path>, ```ts append=<path>, ```json merge=<path>) is laid over the repository in memory;
// the TypeScript files are type-checked with the tsconfig `npm run typecheck` uses for them, then linted with ESLint.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '../..');

/** Decisions whose examples are whole files (decision 080's worked example). */
const DECISIONS = ['docs/decisions/080-client-data-layer-and-front-end-layout.md'];

/** Front-end workspaces type-checked with their own tsconfig; the node workspaces use tsconfig.test.json. */
const WEB_PROJECTS = ['shell', 'mf-public', 'mf-teams', 'mf-host', 'packages/ui-kit', 'packages/platform', 'packages/api'];

type Mode = 'file' | 'append' | 'merge';

interface ExampleBlock {
  mode: Mode;
  /** Repository-relative path. */
  file: string;
  code: string;
}

/** The fenced blocks of `markdown` that name a file, their indentation (inside a list item) removed. */
export function exampleBlocks(markdown: string): ExampleBlock[] {
  const fence = /^( *)```\w+ (file|append|merge)=(\S+)\n([\s\S]*?)^\1```$/gm;
  return [...markdown.matchAll(fence)].map(([, indent = '', mode, file, body = '']) => ({
    mode: mode as Mode,
    file: file as string,
    code: body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n'),
  }));
}

/** The repository as the blocks leave it: absolute path → content, for the files they add or change. */
function overlayOf(blocks: ExampleBlock[]): Map<string, string> {
  const overlay = new Map<string, string>();
  const current = (file: string) => overlay.get(file) ?? fs.readFileSync(file, 'utf8');
  for (const { mode, file, code } of blocks) {
    const absolute = path.join(repoRoot, file);
    if (mode === 'file') overlay.set(absolute, code);
    else if (mode === 'append') overlay.set(absolute, `${current(absolute)}${code}`);
    else overlay.set(absolute, JSON.stringify({ ...JSON.parse(current(absolute)), ...JSON.parse(code) }, null, 2));
  }
  return overlay;
}

const projectOf = (file: string): string => {
  const web = WEB_PROJECTS.find((dir) => file.startsWith(`${dir}/`));
  return web ? `${web}/tsconfig.json` : 'tsconfig.test.json';
};

const isTypeScript = (file: string) => /\.tsx?$/.test(file);

/** Type errors in `files` (absolute paths of one project's overlaid files), as `file(line,col): message`. */
function typeErrors(project: string, files: string[], overlay: Map<string, string>): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${project}`);
  const host = ts.createCompilerHost(parsed.options);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  const overlaid = [...overlay.keys()];
  host.fileExists = (file) => overlay.has(file) || fileExists.call(host, file);
  host.readFile = (file) => overlay.get(file) ?? readFile.call(host, file);
  host.directoryExists = (dir) =>
    overlaid.some((file) => file.startsWith(`${dir}${path.sep}`)) || (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir));
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = overlay.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(file, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames: files, options: parsed.options, host });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => {
      const source = program.getSourceFile(file);
      return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
    }),
  ];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(repoRoot, diagnostic.file.fileName)}(${line + 1},${character + 1}): ${message}`;
  });
}

/** ESLint's findings (errors and warnings) on each file's text, in one process that loads the configuration once. */
function lintFindings(files: { file: string; code: string }[]): string[] {
  const script = `
    const { ESLint } = require('eslint');
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const findings = [];
      for (const { file, code } of JSON.parse(input)) {
        for (const result of await eslint.lintText(code, { filePath: file })) {
          for (const m of result.messages) findings.push(file + ':' + m.line + ':' + m.column + ' ' + m.ruleId + ' ' + m.message);
        }
      }
      process.stdout.write(JSON.stringify(findings));
    });`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: repoRoot, input: JSON.stringify(files), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

describe.each(DECISIONS)('the examples of %s', (decision) => {
  const blocks = exampleBlocks(fs.readFileSync(path.join(repoRoot, decision), 'utf8'));
  const overlay = overlayOf(blocks);
  const typeScriptFiles = [...new Set(blocks.map((block) => block.file).filter(isTypeScript))];

  test('when the blocks are read, then each names a file and new files are not in the repository yet', () => {
    expect(typeScriptFiles.length).toBeGreaterThan(0);
    for (const { mode, file } of blocks) expect(`${file} ${fs.existsSync(path.join(repoRoot, file))}`).toBe(`${file} ${mode !== 'file'}`);
  });

  test('when TypeScript checks them, then it reports no error', () => {
    const projects = [...new Set(typeScriptFiles.map(projectOf))];
    const errors = projects.flatMap((project) =>
      typeErrors(
        project,
        typeScriptFiles.filter((file) => projectOf(file) === project).map((file) => path.join(repoRoot, file)),
        overlay,
      ),
    );

    expect(errors).toEqual([]);
  }, 240_000);

  test('when ESLint checks them, then it reports nothing', () => {
    const findings = lintFindings(typeScriptFiles.map((file) => ({ file, code: overlay.get(path.join(repoRoot, file)) as string })));

    expect(findings).toEqual([]);
  }, 120_000);
});
