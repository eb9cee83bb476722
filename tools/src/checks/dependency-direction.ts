// Workspaces depend one way: e2e imports tools (the stack, the test helpers, the browser's launch settings), never the
// reverse. `importsInto` finds the imports of one folder that reach another workspace, by name or by relative path.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs)$/;
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Whether `specifier`, imported by `file`, names the workspace at `targetDir` (package `targetName`) or a file in it. */
export function reaches(file: string, specifier: string, targetDir: string, targetName: string): boolean {
  if (specifier === targetName || specifier.startsWith(`${targetName}/`)) return true;
  if (!specifier.startsWith('.')) return false;
  const resolved = path.resolve(path.dirname(file), specifier);
  return resolved === targetDir || resolved.startsWith(`${targetDir}${path.sep}`);
}

/** `file: specifier` for each import below `fromDir` that reaches the workspace at `targetDir` (package `targetName`). */
export function importsInto(fromDir: string, targetDir: string, targetName: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const child = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'coverage'].includes(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (SOURCE_FILE.test(entry.name)) {
        for (const [, specifier] of fs.readFileSync(child, 'utf8').matchAll(SPECIFIER))
          if (reaches(child, specifier!, targetDir, targetName)) found.push(`${path.relative(fromDir, child)}: ${specifier}`);
      }
    }
  };
  walk(fromDir);
  return found;
}
