import type { Level } from './common';
import type { Round } from './match';
import type { Reached } from './ranking';
import type { TournamentTier } from './tournament';

// The ranking's rules, apart from its schemas: pages read them as they start, and this file builds no schema (the
// browsers evaluate each contracts file on first use, decision 166).

/** Points of a tournament's winners at level C, by tier (decision 090). */
export const TIER_WINNER_POINTS: Record<TournamentTier, number> = { major: 1000, gold: 400, silver: 200, bronze: 100 };

/** Level D (entry players) earns this share of level C's points: one ranking, weighted by level (decision 090). */
export const LEVEL_WEIGHT: Record<Level, number> = { C: 1, D: 0.5 };

/** Share of the winners' points by the round a team reached (the international federation's scale, rounded). */
export const ROUND_SHARE: Record<Reached, number> = {
  winner: 1,
  final: 0.6,
  'semi-final': 0.36,
  'quarter-final': 0.18,
  'round-of-16': 0.09,
  'round-of-32': 0.045,
  'round-of-64': 0.02,
};

/** Best to worst, for the table of the About page's rules. */
export const REACHED_ORDER: readonly Reached[] = [
  'winner',
  'final',
  'semi-final',
  'quarter-final',
  'round-of-16',
  'round-of-32',
  'round-of-64',
];
export const TIER_ORDER: readonly TournamentTier[] = ['major', 'gold', 'silver', 'bronze'];

/** A player's points are the sum of their best this many results... */
export const BEST_RESULTS_COUNTED = 6;
/** ...of the last this many weeks; an older result stops counting at the first weekly edition after it (decision 090). */
export const RESULT_VALIDITY_WEEKS = 52;

/** Ranking points of one tournament result: the tier's winner points, by level and by the round reached, rounded. */
export function rankingPoints(tier: TournamentTier, level: Level, reached: Reached): number {
  return Math.round(TIER_WINNER_POINTS[tier] * LEVEL_WEIGHT[level] * ROUND_SHARE[reached]);
}

export const REACHED_LABELS: Record<Reached, string> = {
  winner: 'Winner',
  final: 'Final',
  'semi-final': 'Semi Finals',
  'quarter-final': 'Quarter Finals',
  'round-of-16': 'Round of 16',
  'round-of-32': 'Round of 32',
  'round-of-64': 'Round of 64',
} satisfies Record<Round | 'winner', string>;
