import { z } from 'zod';
import { IsoDateTimeSchema, LevelSchema, type Level } from './common';
import { RoundSchema, type Round } from './match';
import { TournamentTierSchema, type TournamentTier } from './tournament';

/** How far a team went in a tournament: the round it lost in, or `winner` for the champion. */
export const ReachedSchema = z.union([RoundSchema, z.literal('winner')]);
export type Reached = z.infer<typeof ReachedSchema>;

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

/** Change of a player's position since the previous edition; null for a player without a position. */
export const MovementSchema = z.enum(['up', 'down', 'same', 'new']);
export type Movement = z.infer<typeof MovementSchema>;

const position = z.number().int().positive();

/** One dated edition of the ranking: a new one after each completed tournament, and weekly when results expire. */
export const RankingEditionSchema = z.object({
  number: z.number().int().min(1),
  published_at: IsoDateTimeSchema,
  reason: z.enum(['initial', 'tournament-completed', 'results-expired']),
  /** The completed tournament that made this edition, if one did. */
  tournament: z.object({ id: z.string().min(1), title: z.string() }).nullable(),
});
export type RankingEdition = z.infer<typeof RankingEditionSchema>;

/** A player's line in the ranking: the player card's fields and the movement since the previous edition. */
export const RankingEntrySchema = z.object({
  id: z.string().min(1),
  full_name: z.string(),
  country: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** Position in this edition; null when the player has no points. */
  ranking: position.nullable(),
  points: z.number().int().min(0),
  previous_ranking: position.nullable(),
  movement: MovementSchema.nullable(),
  /** Places gained (positive) or lost (negative) since the previous edition; 0 when same, new or unranked. */
  change: z.number().int(),
  matches_played: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  titles_won: z.number().int().min(0),
});
export type RankingEntry = z.infer<typeof RankingEntrySchema>;

const pageNumber = z.coerce.number({ error: 'Must be a whole number' }).int({ error: 'Must be a whole number' });
const searchText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();

/** GET /api/rankings query: a page of the current edition, optionally searched by name or country. */
export const RankingQuerySchema = z.strictObject({
  page: pageNumber.min(1, { error: 'Must be 1 or more' }).default(1),
  limit: pageNumber.min(1, { error: 'Must be from 1 to 100' }).max(100, { error: 'Must be from 1 to 100' }).default(20),
  /** Part of a name or a country, any case. */
  q: searchText(100),
  /** A country, matched whole (any case). */
  country: searchText(80),
});
export type RankingQuery = z.infer<typeof RankingQuerySchema>;

/** The league-wide figures of the Rankings page's stat cards (over every registered player, not the page). */
export const RankingStatsSchema = z.object({
  total_players: z.number().int().min(0),
  total_matches: z.number().int().min(0),
  /** Mean over players with a decided match of wins / (wins + losses), as a fraction; null when there is none. */
  average_win_rate: z.number().min(0).max(1).nullable(),
});
export type RankingStats = z.infer<typeof RankingStatsSchema>;

export const RankingPageSchema = z.object({
  edition: RankingEditionSchema.nullable(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /** Players matching the query (all registered players without one). */
  total: z.number().int().min(0),
  players: z.array(RankingEntrySchema),
  stats: RankingStatsSchema,
});
export type RankingPage = z.infer<typeof RankingPageSchema>;

/** One tournament result of a player, as the ranking counts it. */
export const RankingResultSchema = z.object({
  tournament_id: z.string().min(1),
  tournament_title: z.string(),
  tier: TournamentTierSchema,
  level: LevelSchema,
  reached: ReachedSchema,
  points: z.number().int().min(0),
  earned_at: IsoDateTimeSchema,
  /** The edition date from which this result no longer counts (52 weeks on, at the next weekly edition). */
  counts_until: IsoDateTimeSchema,
});
export type RankingResult = z.infer<typeof RankingResultSchema>;

/** GET /api/rankings/players/:id: how the player's points in the current edition were earned. */
export const PlayerRankingSchema = z.object({
  edition: RankingEditionSchema.nullable(),
  player: RankingEntrySchema,
  /** The edition the change is measured from (null when this is the first). */
  previous_edition: RankingEditionSchema.nullable(),
  /** Points in the previous edition (null when there was none, or the player was not in it). */
  previous_points: z.number().int().min(0).nullable(),
  best_results_counted: z.number().int().min(1),
  /** The best results of the last 52 weeks, whose points add up to the player's points. */
  counting: z.array(RankingResultSchema),
  /** Results of the last 52 weeks outside the best ones: they count once a better one expires. */
  not_counting: z.array(RankingResultSchema),
});
export type PlayerRanking = z.infer<typeof PlayerRankingSchema>;
