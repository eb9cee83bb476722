import * as contracts from '@padel/contracts';
import * as events from '@padel/contracts/src/events';
import * as firstScreen from '@padel/contracts/src/first-screen';
import * as openApi from '@padel/contracts/src/openapi';
import * as browserContracts from '../build/contracts-browser';

describe("the browsers' @padel/contracts", () => {
  test('when the front ends import the contracts, then every export of the index but the servers’ (OpenAPI, events, first-screen manifest) is there', () => {
    const serversOnly = new Set([...Object.keys(openApi), ...Object.keys(events), ...Object.keys(firstScreen)]);
    const wanted = Object.keys(contracts).filter((name) => !serversOnly.has(name));

    expect(Object.keys(browserContracts).sort()).toEqual(wanted.sort());
  });
});
