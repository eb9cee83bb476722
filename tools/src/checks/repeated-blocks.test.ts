import { findRepeatedBlocks, meaningfulLines } from './repeated-blocks';

const block = (name: string) =>
  [
    `export function ${name}(team: Team, userId: string) {`,
    '  const first = team.player1 === userId;',
    '  const partner = first ? team.player2 : team.player1;',
    '  const profile = first ? team.player2_profile : team.player1_profile;',
    '  const label = profile?.full_name?.trim();',
    "  return { partner, label: label || 'Unknown Partner' };",
    '}',
  ].join('\n');

const groupOfTopFolder = (file: string) => file.split('/')[0]!;

describe('meaningfulLines', () => {
  test('when a file has imports, comments, blank lines and lone punctuation, then only the code lines count', () => {
    const source =
      "import x from 'y';\nimport {\n  a,\n  b,\n} from 'z';\n\n// note\n/* long\n comment */\nconst a   =  1; // trailing\n});\n  return a;\n";

    expect(meaningfulLines('f.ts', source)).toEqual([
      { file: 'f.ts', line: 10, text: 'const a = 1;' },
      { file: 'f.ts', line: 12, text: 'return a;' },
    ]);
  });
});

describe('findRepeatedBlocks', () => {
  test('when two groups hold the same six lines, then the pair is reported with both places', () => {
    const repeated = findRepeatedBlocks(
      [
        { file: 'mf-a/src/x.ts', source: block('partnerOf') },
        { file: 'mf-b/src/y.ts', source: `const other = 1;\n${block('partnerOf')}` },
      ],
      groupOfTopFolder,
    );

    expect(repeated).toEqual([{ first: { file: 'mf-a/src/x.ts', lines: [1, 6] }, second: { file: 'mf-b/src/y.ts', lines: [2, 7] } }]);
  });

  test('when the repetition stays inside one group, or differs in a line, then nothing is reported', () => {
    const files = [
      { file: 'mf-a/src/x.ts', source: block('partnerOf') },
      { file: 'mf-a/src/z.ts', source: block('partnerOf') },
      { file: 'mf-b/src/y.ts', source: block('partnerNameOf') },
    ];

    expect(findRepeatedBlocks(files, groupOfTopFolder)).toEqual([]);
  });
});
