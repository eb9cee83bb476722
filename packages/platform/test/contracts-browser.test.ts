import path from 'node:path';
import * as contracts from '@padel/contracts';
import * as apiCodes from '@padel/contracts/src/api-codes';
import { sourceFiles } from '@padel/tools/checks/repeated-blocks';
import * as events from '@padel/contracts/src/events';
import * as firstScreen from '@padel/contracts/src/first-screen';
import * as openApi from '@padel/contracts/src/openapi';
import * as browserContracts from '../build/contracts-browser';

describe("the browsers' @padel/contracts", () => {
  test('when the front ends import the contracts, then every export of the index but the servers’ (OpenAPI, events, first-screen manifest, the API’s English texts) is there', () => {
    const serversOnly = new Set([...Object.keys(openApi), ...Object.keys(events), ...Object.keys(firstScreen), ...Object.keys(apiCodes)]);
    const wanted = Object.keys(contracts).filter((name) => !serversOnly.has(name));

    expect(Object.keys(browserContracts).sort()).toEqual(wanted.sort());
  });

  test('when a front end imports a value from the contracts, then the browsers’ contracts export it', () => {
    // The builds cannot check these names: the browsers' contracts are evaluated on first use (decision 166), which
    // makes their exports a CommonJS module's, not an ES module's whose names webpack checks (`exportsPresence`).
    const exported = new Set(Object.keys(browserContracts));

    const imports = valueImportsOfContracts();
    const missing = imports.filter(({ name }) => !exported.has(name));

    expect(imports.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});

const repoRoot = path.resolve(__dirname, '../../..');
const FRONT_END_SOURCES = ['shell', 'mf-public', 'mf-teams', 'mf-host', 'packages/api', 'packages/platform', 'packages/ui-kit'];

/** Every name the front ends' code imports as a value from `@padel/contracts` (type-only imports need no code). */
function valueImportsOfContracts(): Array<{ file: string; name: string }> {
  const files = FRONT_END_SOURCES.flatMap((frontEnd) => sourceFiles(repoRoot, path.join(frontEnd, 'src')));
  return files
    .filter(({ file }) => !/\.test\.tsx?$/.test(file))
    .flatMap(({ file, source }) =>
      [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@padel\/contracts'/g)]
        .filter((match) => !match[1])
        .flatMap((match) => match[2]!.split(','))
        .map((specifier) => specifier.trim())
        .filter((specifier) => specifier !== '' && !specifier.startsWith('type '))
        .map((specifier) => ({ file, name: specifier.split(/\s+as\s+/)[0]! })),
    );
}
