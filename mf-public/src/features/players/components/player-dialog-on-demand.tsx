import { dialogOnDemand } from '@padel/platform';

/** The player dialog, its code fetched when a player is first opened (decision 175), not with Home or the rankings. */
export const PlayerDialogOnDemand = dialogOnDemand(
  () => import('./player-dialog').then((module) => module.PlayerDialog),
  ({ playerId }) => playerId !== null,
  'player dialog',
);
