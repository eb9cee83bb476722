import { setTimeout as sleep } from 'node:timers/promises';
import { BEST_RESULTS_COUNTED, type PlayerRanking, type RankingResult } from '@padel/contracts';
import { AppError } from '@padel/service-kit';
import { findLatestResults } from '../../data-access/player-results-repository';
import { findEdition } from '../../data-access/ranking-edition-repository';
import { findProfile } from '../../data-access/profile-repository';
import { currentEdition, currentRow, editionOf, rankingEntry } from './ranking-view';
import { standingOf, type ScoredResult } from './standing';

/** Reads made again while the results are ahead of the edition being served (its successor is being made). */
const READS_UNTIL_EDITION_CATCHES_UP = 20;
const READ_PAUSE_MS = 100;

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

/**
 * How the player's points in the current edition were earned: the results that count as of its date, and the others.
 * The line, the edition and the explanation come from one edition: the results are read again when the edition being
 * served changed meanwhile, and while they hold a change made after the edition that moves the points (its own edition
 * is being made, a moment after each tournament), so the explanation adds up to the points shown.
 */
export async function playerRanking(playerId: string): Promise<PlayerRanking> {
  if (!rankingEntry(playerId)) throw new AppError(404, 'PLAYER_NOT_FOUND');
  for (let read = 1; ; read += 1) {
    const readFrom = currentEdition();
    const profile = await findProfile(playerId);
    if (!profile) throw new AppError(404, 'PLAYER_NOT_FOUND');
    const results = await findLatestResults(playerId, profile.results_version ?? 0);
    const edition = currentEdition();
    const again = read < READS_UNTIL_EDITION_CATCHES_UP;
    if (edition !== readFrom && again) continue;
    const player = rankingEntry(playerId);
    if (!player) throw new AppError(404, 'PLAYER_NOT_FOUND');
    const previousPoints = currentRow(playerId)?.previous_points ?? null;
    const standing = standingOf(results?.placements ?? [], edition?.published_at ?? new Date());
    const editionPending =
      standing.points !== player.points && edition !== null && results !== undefined && results.created_at > edition.created_at;
    if (editionPending && again) {
      await sleep(READ_PAUSE_MS);
      continue;
    }
    const previousEdition = edition && edition.number > 1 ? await findEdition(edition.number - 1) : undefined;
    return {
      edition: editionOf(edition),
      player,
      previous_edition: editionOf(previousEdition ?? null),
      previous_points: previousPoints,
      best_results_counted: BEST_RESULTS_COUNTED,
      counting: standing.counting.map(resultOf),
      not_counting: standing.notCounting.map(resultOf),
    };
  }
}
