import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import * as contracts from './index';

// One copy of each allowed-values list: code outside packages/contracts takes a list the contracts define from them
// (`LevelSchema.options`, the `Level` type), never as a literal copy that could drift from the contract.

const repoRoot = path.resolve(__dirname, '../../..');
/** The server side: the services' code, the shared service kit and the gateway. */
const scannedRoots = [
  ...fs.readdirSync(path.join(repoRoot, 'services')).map((service) => `services/${service}/src`),
  'packages/service-kit/src',
  'gateway/src',
];

/** The value lists of the contracts' enums (and unions of enums and literals such as ReachedSchema), as sorted keys. */
function contractValueLists(): Map<string, string> {
  const lists = new Map<string, string>();
  const valuesOf = (schema: unknown): string[] | undefined => {
    if (schema instanceof z.ZodEnum) return schema.options.map(String);
    if (schema instanceof z.ZodLiteral) return [...schema.values].map(String);
    if (schema instanceof z.ZodUnion) {
      const parts = (schema.options as unknown[]).map(valuesOf);
      return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
    }
    return undefined;
  };
  for (const [name, value] of Object.entries(contracts)) {
    const values = valuesOf(value);
    if (values && values.length > 1) lists.set(keyOf(values), name);
  }
  return lists;
}

const keyOf = (values: readonly string[]): string => [...new Set(values)].sort().join('|');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** String values of a list written out literally: an array of string literals, or a union of string literal types (null left aside). */
function literalValues(node: ts.Node): string[] | undefined {
  const items = ts.isArrayLiteralExpression(node) ? node.elements : ts.isUnionTypeNode(node) ? node.types : undefined;
  if (!items) return undefined;
  const values: string[] = [];
  for (const item of items) {
    const literal = ts.isLiteralTypeNode(item) ? item.literal : item;
    if (ts.isStringLiteral(literal)) values.push(literal.text);
    else if (literal.kind !== ts.SyntaxKind.NullKeyword) return undefined;
  }
  // A list of distinct values; a sequence that repeats one (winners of successive matches) is not a set of allowed values.
  return values.length > 1 && new Set(values).size === values.length ? values : undefined;
}

/** `file:line  the literal  (same values as Contract)` for each literal list whose values are exactly a contract's list. */
function retypedLists(files: readonly string[], lists: Map<string, string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const values = literalValues(node);
      const contract = values && lists.get(keyOf(values));
      if (contract) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.relative(repoRoot, file)}:${line + 1}  ${node.getText()}  (the values of ${contract})`);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('allowed values defined by the contracts', () => {
  it('when the server side needs one of the lists, then it takes it from the contracts instead of retyping it', () => {
    const files = scannedRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
    expect(files.length).toBeGreaterThan(50);

    expect(retypedLists(files, contractValueLists())).toEqual([]);
  });

  it('when a model retypes a list, then the check finds it', () => {
    const model = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'retyped-')), 'entry-model.ts');
    fs.writeFileSync(model, "const schema = { level: { type: String, enum: ['D', 'C'] } };\ntype Side = 'left' | 'right' | null;\n");

    expect(retypedLists([model], contractValueLists())).toEqual([
      expect.stringContaining("['D', 'C']  (the values of LevelSchema)"),
      expect.stringContaining("'left' | 'right' | null  (the values of HandSchema)"),
    ]);
  });
});
