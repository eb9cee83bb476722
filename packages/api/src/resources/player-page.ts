import { HeadToHeadSchema, PlayerOverviewQuerySchema, PlayerOverviewSchema } from '@padel/contracts';
import { useApiQuery } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** Results by tournament per page of the player page. */
export const PLAYER_RESULTS_PER_PAGE = 10;

/**
 * A player's public page (GET /api/players/:id/overview, decision 197): card, ranking history, a page of the results
 * by tournament, partners. A 404 (no such registered player) is the query's error; the previous page of results stays
 * on screen while another loads.
 */
export function usePlayerOverview(playerId: string, page = 1) {
  const params = PlayerOverviewQuerySchema.parse({ page, limit: PLAYER_RESULTS_PER_PAGE });
  return useApiQuery(apiPath('players', playerId, 'overview'), PlayerOverviewSchema, { params, keepPrevious: true });
}

/** Two players' matches against each other (GET /api/players/:id/vs/:otherId), from the first one's side. */
export function useHeadToHead(playerId: string, otherId: string) {
  return useApiQuery(apiPath('players', playerId, 'vs', otherId), HeadToHeadSchema);
}
