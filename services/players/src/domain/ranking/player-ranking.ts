import { BEST_RESULTS_COUNTED, type PlayerRanking, type RankingResult } from '@padel/contracts';
import { AppError } from '@padel/service-kit';
import { findLatestResults } from '../../data-access/player-results-repository';
import { findEdition } from '../../data-access/ranking-edition-repository';
import { findProfile } from '../../data-access/profile-repository';
import { currentEdition, currentRow, editionOf, rankingEntry } from './ranking-view';
import { standingOf, type ScoredResult } from './standing';

const resultOf = ({ placement, points, countsUntil }: ScoredResult): RankingResult => ({
  tournament_id: placement.tournament_id,
  tournament_title: placement.tournament_title,
  tier: placement.tier,
  level: placement.level,
  reached: placement.reached,
  points,
  earned_at: placement.completed_at.toISOString(),
  counts_until: countsUntil.toISOString(),
});

/** How the player's points in the current edition were earned: the results that count as of its date, and the others. */
export async function playerRanking(playerId: string): Promise<PlayerRanking> {
  const player = rankingEntry(playerId);
  const profile = player ? await findProfile(playerId) : undefined;
  if (!player || !profile) throw new AppError(404, 'PLAYER_NOT_FOUND');
  const edition = currentEdition();
  const results = await findLatestResults(playerId, profile.results_version ?? 0);
  const previousEdition = edition && edition.number > 1 ? await findEdition(edition.number - 1) : undefined;
  const standing = standingOf(results?.placements ?? [], edition?.published_at ?? new Date());
  return {
    edition: editionOf(edition),
    player,
    previous_edition: editionOf(previousEdition ?? null),
    previous_points: currentRow(playerId)?.previous_points ?? null,
    best_results_counted: BEST_RESULTS_COUNTED,
    counting: standing.counting.map(resultOf),
    not_counting: standing.notCounting.map(resultOf),
  };
}
