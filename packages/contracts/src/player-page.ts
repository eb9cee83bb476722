import { z } from 'zod';
import { IsoDateTimeSchema, PageQueryShape, pageOf } from './common';
import { MatchOutcomeSchema } from './match';
import { RankingEntrySchema, RankingResultSchema } from './ranking';

/** How many editions a player page's ranking history shows at most (the latest ones). */
export const PLAYER_HISTORY_POINTS = 52;

/** The player's place in one edition of the ranking that changed their points (decision 197). */
export const PlayerHistoryPointSchema = z.object({
  /** Null for a point derived from the player's results, made before the history was recorded (no position then). */
  edition: z.number().int().min(1).nullable(),
  published_at: IsoDateTimeSchema,
  /** Null when the player had no points in that edition. */
  position: z.number().int().positive().nullable(),
  points: z.number().int().min(0),
  /** The completed tournament that made the edition, if one did. */
  tournament: z.object({ id: z.string().min(1), title: z.string() }).nullable(),
});
export type PlayerHistoryPoint = z.infer<typeof PlayerHistoryPointSchema>;

/** Another player as a player page names them (a partner, an opponent): the id links to their page. */
export const PlayerRefSchema = z.object({ id: z.string().min(1), full_name: z.string().nullable() });
export type PlayerRef = z.infer<typeof PlayerRefSchema>;

/** One completed tournament of the player: how far their team went, the ranking points it earned, the matches. */
export const PlayerTournamentResultSchema = RankingResultSchema.omit({ earned_at: true, counts_until: true }).extend({
  completed_at: IsoDateTimeSchema,
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  /** The teammate in that tournament (null for results recorded before partners were). */
  partner: PlayerRefSchema.nullable(),
});
export type PlayerTournamentResult = z.infer<typeof PlayerTournamentResultSchema>;

/** Someone the player formed a team with: from confirmed teams and from completed tournaments. */
export const PlayerPartnerSchema = PlayerRefSchema.extend({
  /** Completed tournaments played together. */
  tournaments: z.number().int().min(0),
});
export type PlayerPartner = z.infer<typeof PlayerPartnerSchema>;

/** GET /api/players/:id/overview query: the page of the results by tournament (most recent first). */
export const PlayerOverviewQuerySchema = z.strictObject(PageQueryShape);
export type PlayerOverviewQuery = z.infer<typeof PlayerOverviewQuerySchema>;

/** GET /api/players/:id/overview: the public player page (card, ranking history, results by tournament, partners). */
export const PlayerOverviewSchema = z.object({
  player: RankingEntrySchema,
  /** The editions that changed the player's points, oldest first (the latest PLAYER_HISTORY_POINTS). */
  history: z.array(PlayerHistoryPointSchema),
  results: pageOf(PlayerTournamentResultSchema),
  partners: z.array(PlayerPartnerSchema),
});
export type PlayerOverview = z.infer<typeof PlayerOverviewSchema>;

/** One match two players played against each other. */
export const HeadToHeadMatchSchema = z.object({
  tournament_id: z.string().min(1),
  /** Empty when the tournament has not completed yet. */
  tournament_title: z.string(),
  match_id: z.string().min(1),
  /** Whether the first player's team won. */
  won: z.boolean(),
  outcome: MatchOutcomeSchema,
});
export type HeadToHeadMatch = z.infer<typeof HeadToHeadMatchSchema>;

/** GET /api/players/:id/vs/:otherId: the matches between two players, from the first one's side. */
export const HeadToHeadSchema = z.object({
  player: RankingEntrySchema,
  opponent: RankingEntrySchema,
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  /** Matches they played on the same team. */
  together: z.number().int().min(0),
  /** Most recent tournament first. */
  matches: z.array(HeadToHeadMatchSchema),
});
export type HeadToHead = z.infer<typeof HeadToHeadSchema>;
