/**
 * @padel/contracts as the front ends' builds resolve it (webpack alias, decision 140): zod's settings first, then
 * every schema; the contracts are one shared module, holding the only zod of the page. Services use the contracts'
 * own index (zod's compiled parsers). A shared module is bundled whole, so what only servers use is left out here: the
 * OpenAPI document's code (the gateway's, decision 158), the integration events (the services' and the broker's,
 * decision 165) and the first-screen manifest (the gateway's, decision 164), whose schemas every page would otherwise
 * download and build before its first render.
 * packages/platform/test/contracts-browser.test.ts checks that every other export of the index is here; the builds
 * fail on an import of a name this module does not export (`exportsPresence: 'error'`).
 */
import './zod-jitless';
export type * from '@padel/contracts/src/api-codes';
export * from '@padel/contracts/src/common';
export * from '@padel/contracts/src/league';
export * from '@padel/contracts/src/profile';
export * from '@padel/contracts/src/organizer-application';
export * from '@padel/contracts/src/admin-user';
export * from '@padel/contracts/src/player';
export * from '@padel/contracts/src/match';
export * from '@padel/contracts/src/tournament';
export * from '@padel/contracts/src/news';
export * from '@padel/contracts/src/team';
export * from '@padel/contracts/src/invitation';
export * from '@padel/contracts/src/entry';
export * from '@padel/contracts/src/runtime-config';
export * from '@padel/contracts/src/ranking';
export * from '@padel/contracts/src/player-page';
export * from '@padel/contracts/src/calendar';
export * from '@padel/contracts/src/ranking-rules';
export * from '@padel/contracts/src/search-key';
export * from '@padel/contracts/src/person-name';
