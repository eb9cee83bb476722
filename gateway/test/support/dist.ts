import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Creates a temporary build output directory with the given files (path → content). */
export function createDist(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-gateway-dist-'));
  for (const [relative, content] of Object.entries(files)) {
    const filePath = path.join(root, relative);
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    fs.writeFileSync(filePath, content);
  }
  return root;
}

export function removeDist(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

/** Text big enough (and repetitive enough) to be worth compressing. */
export function compressibleScript(label: string): string {
  return `/* ${label} */\n${'export const message = "padel league season 2026";\n'.repeat(200)}`;
}
