/**
 * @padel/contracts as the front ends' builds resolve it (webpack alias, decision 140): zod's settings first, then
 * every schema; the contracts are one shared module, holding the only zod of the page. Services use the contracts'
 * own index (zod's compiled parsers).
 */
import './zod-jitless';
export * from '@padel/contracts/src/index';
