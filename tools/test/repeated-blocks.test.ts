import path from 'node:path';
import { findRepeatedBlocks, sourceFiles, type RepeatedBlock } from '../src/checks/repeated-blocks';

const repoRoot = path.resolve(__dirname, '../..');
const describeBlock = ({ first, second }: RepeatedBlock) =>
  `${first.file}:${first.lines.join('-')} ~ ${second.file}:${second.lines.join('-')}`;

describe('the source (decision 080)', () => {
  test('when the micro-frontends are compared, then no block of code repeats between two of them', () => {
    const files = ['mf-public', 'mf-teams', 'mf-host'].flatMap((dir) => sourceFiles(repoRoot, path.join(dir, 'src')));

    const repeated = findRepeatedBlocks(files, (file) => file.split(path.sep)[0]!);

    expect(repeated.map(describeBlock)).toEqual([]);
  });

  test("when the services' data-access code is compared, then no block of code repeats between two files", () => {
    const services = ['players', 'tournaments', 'teams', 'news'];
    const files = services.flatMap((service) => sourceFiles(repoRoot, path.join('services', service, 'src', 'data-access')));

    const repeated = findRepeatedBlocks(files, (file) => file);

    expect(repeated.map(describeBlock)).toEqual([]);
  });
});
