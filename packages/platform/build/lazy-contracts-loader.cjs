// Webpack loader for contracts-browser.ts (decision 166): each contracts file is evaluated when one of its exports is
// first read, not when a page starts. Building the schemas is most of the contracts' start-up cost, and the first
// screen reads few of them (the run-time config, the route's own): the rest are built when they are first used.
const fs = require('node:fs');
const path = require('node:path');

const contractsSources = path.resolve(__dirname, '../../contracts/src');
const REEXPORT = /^export \* from '(@padel\/contracts\/src\/[\w-]+)';$/;
const SETTINGS = /^import '(\.\/[\w-]+)';$/;
/** A file whose types only are exported: no code. */
const TYPES_ONLY = /^export type \* from '@padel\/contracts\/src\/[\w-]+';$/;
/** The values a contracts file exports; its types need no code. */
const VALUE_EXPORT = /^export (?:async )?(?:const|let|function\*?|class|enum) (\w+)/gm;
/** Export forms this loader does not read: a file using one is refused, so that no export goes missing unnoticed. */
const UNREAD_EXPORT = /^export (?:\*|\{|default|var |let \{|const \{|const \[)/m;

function valueExports(file) {
  const source = fs.readFileSync(file, 'utf8');
  const unread = UNREAD_EXPORT.exec(source);
  if (unread) throw new Error(`${file}: "${unread[0]}" is not read by lazy-contracts-loader.cjs; export each value by name`);
  return [...source.matchAll(VALUE_EXPORT)].map((match) => match[1]);
}

function lazyContractsLoader(source) {
  const settings = [];
  const files = [];
  for (const line of source.split('\n')) {
    const reexport = REEXPORT.exec(line);
    const setting = SETTINGS.exec(line);
    if (TYPES_ONLY.test(line)) continue;
    if (reexport) {
      const file = path.join(contractsSources, `${reexport[1].slice('@padel/contracts/src/'.length)}.ts`);
      this.addDependency(file);
      files.push({ request: reexport[1], names: valueExports(file) });
    } else if (setting) settings.push(setting[1]);
    else if (/^(import|export) /.test(line)) throw new Error(`contracts-browser.ts: "${line}" is not read by lazy-contracts-loader.cjs`);
  }
  const seen = new Set();
  for (const { names } of files) {
    for (const name of names) {
      if (seen.has(name)) throw new Error(`contracts-browser.ts: two contracts files export ${name}`);
      seen.add(name);
    }
  }
  return [
    '"use strict";',
    'Object.defineProperty(exports, "__esModule", { value: true });',
    `function loadSettings() { ${settings.map((request) => `require(${JSON.stringify(request)});`).join(' ')} }`,
    'function lazyFile(load, names) {',
    '  var loaded;',
    '  function file() { if (!loaded) { loadSettings(); loaded = load(); } return loaded; }',
    '  names.forEach(function (name) {',
    '    Object.defineProperty(exports, name, { enumerable: true, get: function () { return file()[name]; } });',
    '  });',
    '}',
    ...files.map(
      ({ request, names }) => `lazyFile(function () { return require(${JSON.stringify(request)}); }, ${JSON.stringify(names)});`,
    ),
    '',
  ].join('\n');
}

module.exports = lazyContractsLoader;
module.exports.valueExports = valueExports;
