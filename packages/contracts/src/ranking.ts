import { z } from 'zod';
import { IsoDateTimeSchema, LevelSchema, PageQueryShape, searchText } from './common';
import { RoundSchema } from './match';
import { TournamentTierSchema } from './tournament';

/** How far a team went in a tournament: the round it lost in, or `winner` for the champion. */
export const ReachedSchema = z.union([RoundSchema, z.literal('winner')]);
export type Reached = z.infer<typeof ReachedSchema>;

/** Change of a player's position since the previous edition; null for a player without a position. */
export const MovementSchema = z.enum(['up', 'down', 'same', 'new']);
export type Movement = z.infer<typeof MovementSchema>;

const position = z.number().int().positive();

/**
 * Why an edition of the ranking was published; `player-registered`: a player whose results were recorded before they
 * registered (decision 203) enters the ranking with them.
 */
export const RankingEditionReasonSchema = z.enum(['initial', 'tournament-completed', 'results-expired', 'player-registered']);
export type RankingEditionReason = z.infer<typeof RankingEditionReasonSchema>;

/** One dated edition of the ranking: a new one after each completed tournament, and weekly when results expire. */
export const RankingEditionSchema = z.object({
  number: z.number().int().min(1),
  published_at: IsoDateTimeSchema,
  reason: RankingEditionReasonSchema,
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

/** GET /api/rankings query: a page of the current edition, optionally searched by name or country. */
export const RankingQuerySchema = z.strictObject({
  ...PageQueryShape,
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
