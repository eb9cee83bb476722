import { typecheck, type TypecheckResult } from '../src/checks/typecheck';

// tsc over every project takes about a minute alone and several when the rest of npm test runs beside it.
const TYPECHECK_TIMEOUT = 600_000;

describe('the repository', () => {
  let result: TypecheckResult;

  beforeAll(async () => {
    result = await typecheck();
  }, TYPECHECK_TIMEOUT);

  test('when every project is type-checked, then there are no errors', () => {
    const errors = result.projects.flatMap(({ config, errors }) => errors.map((error) => `${config}: ${error}`));

    expect(errors).toEqual([]);
  });

  test('when the projects are listed, then every TypeScript file of the repository is in one of them', () => {
    expect(result.uncovered).toEqual([]);
  });
});
