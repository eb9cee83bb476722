import * as contracts from '@padel/contracts';
import * as openApi from '@padel/contracts/src/openapi';
import * as browserContracts from '../build/contracts-browser';

describe("the browsers' @padel/contracts", () => {
  test('when the front ends import the contracts, then every export of the index but the OpenAPI code is there', () => {
    const openApiNames = new Set(Object.keys(openApi));
    const wanted = Object.keys(contracts).filter((name) => !openApiNames.has(name));

    expect(Object.keys(browserContracts).sort()).toEqual(wanted.sort());
  });
});
