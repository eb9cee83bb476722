// A copy-paste check for the rules of decision 080: no block of code repeats between two micro-frontends, nor
// between the services' data-access code. A block is `minLines` consecutive meaningful lines, compared after
// folding white space; blank lines, comments, imports and lines of lone punctuation do not count.
import fs from 'node:fs';
import path from 'node:path';

export interface SourceLine {
  file: string;
  /** 1-based line number in the file. */
  line: number;
  text: string;
}

export interface RepeatedBlock {
  first: { file: string; lines: [number, number] };
  second: { file: string; lines: [number, number] };
}

const PUNCTUATION_ONLY = /^[\s{}()[\];,.<>/=?:*|&'"`-]*$/;

/** The lines that carry meaning, white space folded. */
export function meaningfulLines(file: string, source: string): SourceLine[] {
  const lines: SourceLine[] = [];
  let inBlockComment = false;
  let inImport = false;
  source.split(/\r?\n/).forEach((raw, index) => {
    let text = raw.trim().replace(/\s+/g, ' ');
    if (inImport || /^import\b/.test(text)) {
      inImport = !/(\bfrom\s*['"][^'"]*['"]|^import\s*['"][^'"]*['"]);?$/.test(text);
      return;
    }
    if (inBlockComment) {
      if (text.includes('*/')) inBlockComment = false;
      return;
    }
    if (text.startsWith('/*')) {
      inBlockComment = !text.includes('*/');
      return;
    }
    text = text.replace(/\s*\/\/.*$/, '');
    if (text === '' || PUNCTUATION_ONLY.test(text) || /^export (\*|\{[^}]*\}) from\b/.test(text)) return;
    lines.push({ file, line: index + 1, text });
  });
  return lines;
}

/**
 * Blocks of `minLines` meaningful lines that stand in two files of different groups (`groupOf` names a file's
 * group; files of the same group may repeat each other). Overlapping windows of one repetition are reported once.
 */
export function findRepeatedBlocks(
  files: ReadonlyArray<{ file: string; source: string }>,
  groupOf: (file: string) => string,
  minLines = 6,
): RepeatedBlock[] {
  const seen = new Map<string, SourceLine[]>();
  const found = new Map<string, RepeatedBlock>();
  for (const { file, source } of files) {
    const lines = meaningfulLines(file, source);
    for (let start = 0; start + minLines <= lines.length; start++) {
      const window = lines.slice(start, start + minLines);
      const key = window.map((line) => line.text).join('\n');
      const earlier = seen.get(key);
      if (!earlier) {
        seen.set(key, window);
        continue;
      }
      if (groupOf(earlier[0]!.file) === groupOf(file)) continue;
      const pair = `${earlier[0]!.file}\n${file}`;
      const block = found.get(pair);
      const last = window[minLines - 1]!.line;
      if (block && block.second.lines[1] >= window[0]!.line) {
        block.second.lines[1] = last;
        block.first.lines[1] = Math.max(block.first.lines[1], earlier[minLines - 1]!.line);
      } else if (!block) {
        found.set(pair, {
          first: { file: earlier[0]!.file, lines: [earlier[0]!.line, earlier[minLines - 1]!.line] },
          second: { file, lines: [window[0]!.line, last] },
        });
      }
    }
  }
  return [...found.values()];
}

/** Every .ts/.tsx file below `dir` (relative to `root`), test files included, build output and dependencies left out. */
export function sourceFiles(root: string, dir: string): Array<{ file: string; source: string }> {
  const result: Array<{ file: string; source: string }> = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'coverage'].includes(entry.name)) walk(child);
      } else if (/\.tsx?$/.test(entry.name)) {
        result.push({ file: child, source: fs.readFileSync(path.join(root, child), 'utf8') });
      }
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(dir);
  return result;
}
