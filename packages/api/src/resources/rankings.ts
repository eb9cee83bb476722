import { PlayerRankingSchema, RankingPageSchema, RankingQuerySchema, type RankingQuery } from '@padel/contracts';
import { useApiQuery } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** What a screen asks of GET /api/rankings: the page (from 1), its size, a name or country part, an exact country. */
export type RankingPageRequest = Partial<Pick<RankingQuery, 'page' | 'limit' | 'q' | 'country'>>;

/**
 * The query as sent: `page` and `limit` always (the contract's defaults when not given), `q` and `country`
 * trimmed and left out when empty. Throws on what the service would refuse with 400 (a page below 1, a limit
 * over 100, a search over 100 characters), so a screen never asks it.
 */
export function rankingParams(request: RankingPageRequest = {}) {
  const { page, limit, q, country } = RankingQuerySchema.parse(request);
  return { page, limit, q: q || undefined, country: country || undefined };
}

/**
 * A page of the current ranking (GET /api/rankings, public): ranked players by position, then unranked by name,
 * with the edition it belongs to and the league-wide stats. Cached per query; while another page or search loads,
 * the previous one stays on screen (`isPlaceholderData`), so paging and searching never flash a spinner.
 */
export function useRankingPage(request: RankingPageRequest = {}) {
  return useApiQuery('/rankings', RankingPageSchema, { params: rankingParams(request), keepPrevious: true });
}

/** How one player's points in the current edition were earned (GET /api/rankings/players/:id; 404 Player not found). */
export function usePlayerRanking(playerId: string | null) {
  return useApiQuery(apiPath('rankings', 'players', playerId ?? ''), PlayerRankingSchema, { enabled: playerId !== null });
}
