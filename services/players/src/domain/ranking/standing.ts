import { BEST_RESULTS_COUNTED, RESULT_VALIDITY_WEEKS, rankingPoints } from '@padel/contracts';
import type { PlayerPlacement } from '../../data-access/player-results-repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The league's calendar is Dubai's: UTC+4 all year. */
const LEAGUE_OFFSET_MS = 4 * HOUR_MS;
const MONDAY = 1;

/** A tournament result with the points it is worth and the edition date from which it stops counting. */
export interface ScoredResult {
  placement: PlayerPlacement;
  points: number;
  countsUntil: Date;
}

/** A player's standing as of an edition date: the best results that count, the others, and their sum. */
export interface Standing {
  points: number;
  /** The counting results' points, highest first (the tie-break after the points). */
  best: number[];
  counting: ScoredResult[];
  notCounting: ScoredResult[];
  /** When the first counting result stops counting, so the points change without a new result; null if none. */
  nextChangeAt: Date | null;
}

/**
 * The weekly edition that drops a result: the first Monday 00:00 in Dubai at or after 52 weeks from when it was earned.
 * Results expire by the calendar alone: nobody deletes them.
 */
export function countsUntil(earnedAt: Date): Date {
  const due = earnedAt.getTime() + RESULT_VALIDITY_WEEKS * 7 * DAY_MS;
  const local = new Date(due + LEAGUE_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const daysToMonday = (MONDAY - local.getUTCDay() + 7) % 7;
  const monday = midnight + daysToMonday * DAY_MS;
  const mondayLocal = monday < local.getTime() ? monday + 7 * DAY_MS : monday;
  return new Date(mondayLocal - LEAGUE_OFFSET_MS);
}

const byValue = (a: ScoredResult, b: ScoredResult) =>
  b.points - a.points ||
  // Of two results worth the same, the later one counts: it keeps the points longer.
  b.placement.completed_at.getTime() - a.placement.completed_at.getTime() ||
  a.placement.tournament_id.localeCompare(b.placement.tournament_id);

/** The player's standing at `asOf`: results of the last 52 weeks, the best 6 of them counting (decision 090). */
export function standingOf(placements: readonly PlayerPlacement[], asOf: Date): Standing {
  const valid = placements
    .map((placement) => ({
      placement,
      points: rankingPoints(placement.tier, placement.level, placement.reached),
      countsUntil: countsUntil(placement.completed_at),
    }))
    .filter((result) => asOf.getTime() < result.countsUntil.getTime())
    .sort(byValue);
  const counting = valid.slice(0, BEST_RESULTS_COUNTED);
  const expiries = counting.map((result) => result.countsUntil.getTime());
  return {
    points: counting.reduce((sum, result) => sum + result.points, 0),
    best: counting.map((result) => result.points),
    counting,
    notCounting: valid.slice(BEST_RESULTS_COUNTED),
    nextChangeAt: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
  };
}

export interface Contender {
  id: string;
  name: string;
  points: number;
  best: readonly number[];
}

/**
 * The ranking's order, the same for everyone who asks: more points first; on equal points the better best result,
 * then the better second best, and so on; then the name (alphabetical), then the id.
 */
export function compareContenders(a: Contender, b: Contender): number {
  if (a.points !== b.points) return b.points - a.points;
  for (let index = 0; index < Math.max(a.best.length, b.best.length); index += 1) {
    const difference = (b.best[index] ?? 0) - (a.best[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
