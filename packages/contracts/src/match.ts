import { z } from 'zod';
import { IsoDateTimeSchema, LevelSchema, MessageResponseSchema, UserIdSchema } from './common';

/** Rounds of a single-elimination bracket, first possible to last. */
export const ROUNDS = ['round-of-64', 'round-of-32', 'round-of-16', 'quarter-final', 'semi-final', 'final'] as const;
export const RoundSchema = z.enum(ROUNDS);
export type Round = z.infer<typeof RoundSchema>;

export const ROUND_LABELS: Record<Round, string> = {
  'round-of-64': 'Round of 64',
  'round-of-32': 'Round of 32',
  'round-of-16': 'Round of 16',
  'quarter-final': 'Quarter Finals',
  'semi-final': 'Semi Finals',
  final: 'Final',
};

/** The round whose matches are played by `teams` teams (2 → final, 4 → semi-final, … 64 → round of 64). */
export function roundOfTeams(teams: number): Round {
  const index = ROUNDS.length - Math.log2(teams);
  const round = ROUNDS[index];
  if (!Number.isInteger(index) || !round) throw new RangeError(`No round is played by ${teams} teams`);
  return round;
}

/** The largest bracket the league plays. */
export const MAX_BRACKET_SIZE = 64;

export const MatchSideSchema = z.enum(['team1', 'team2'], { error: 'Must be team1 or team2' });
export type MatchSide = z.infer<typeof MatchSideSchema>;

/** scheduled → live (first point) → completed; walkover and retired end a match with a winner too. */
export const MatchStatusSchema = z.enum(['scheduled', 'live', 'completed', 'walkover', 'retired']);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;
/** How a finished match ended (its status once finished). */
export const MatchOutcomeSchema = MatchStatusSchema.exclude(['scheduled', 'live']);
export type MatchOutcome = z.infer<typeof MatchOutcomeSchema>;
export const FINISHED_MATCH_STATUSES: readonly MatchStatus[] = MatchOutcomeSchema.options;

const games = z.number({ error: 'Games must be a number' }).int({ error: 'Games must be whole numbers' }).min(0).max(7);
const tiebreakPoints = z.number().int().min(0).max(99);

/** Games of one set; `tiebreak` holds the tie-break points of a set won 7-6. */
export const SetScoreSchema = z.object({
  team1: games,
  team2: games,
  tiebreak: z.object({ team1: tiebreakPoints, team2: tiebreakPoints }).nullable().optional(),
});
export type SetScore = z.infer<typeof SetScoreSchema>;

/** The game being played: '0', '15', '30', '40' or 'Adv' (empty for the other side); tie-break points as digits. */
export const GameScoreSchema = z.object({ team1: z.string(), team2: z.string(), tiebreak: z.boolean() });
export type GameScore = z.infer<typeof GameScoreSchema>;

/** Every set so far (the last one may be in progress) and, while live, the current game. */
export const MatchScoreSchema = z.object({
  sets: z.array(SetScoreSchema).max(3),
  game: GameScoreSchema.nullable(),
});
export type MatchScore = z.infer<typeof MatchScoreSchema>;

export const BracketPlayerSchema = z.object({ id: UserIdSchema, full_name: z.string() });
export type BracketPlayer = z.infer<typeof BracketPlayerSchema>;

/** A team in the bracket: its id, its players and the name shown ("Noura Al Mansouri / Layla Farouk"). */
export const BracketTeamSchema = z.object({
  team_id: z.string().min(1),
  name: z.string(),
  players: z.array(BracketPlayerSchema).length(2),
});
export type BracketTeam = z.infer<typeof BracketTeamSchema>;

export const MatchSchema = z.object({
  /** Stable within the tournament: `R<round_index + 1>-M<position + 1>`, e.g. R1-M3 (first-round ids skip pairings with a bye). */
  id: z.string().min(1),
  round: RoundSchema,
  /** 0 for the first round of the bracket. */
  round_index: z.number().int().min(0),
  /** Order within the round, top of the bracket first. */
  position: z.number().int().min(0),
  /** Null until the match feeding this slot has a winner. */
  team1: BracketTeamSchema.nullable(),
  team2: BracketTeamSchema.nullable(),
  court: z.string().nullable(),
  starts_at: IsoDateTimeSchema.nullable(),
  status: MatchStatusSchema,
  score: MatchScoreSchema,
  winner: MatchSideSchema.nullable(),
  /** The match the winner moves on to (null for the final) and the slot taken there. */
  next_match_id: z.string().nullable(),
  next_slot: MatchSideSchema.nullable(),
  /** Bumped by every change; scoring requests name the version they saw. */
  version: z.number().int().min(0),
  updated_at: IsoDateTimeSchema,
});
export type Match = z.infer<typeof MatchSchema>;

export const BracketRoundSchema = z.object({ round: RoundSchema, label: z.string(), matches: z.array(MatchSchema) });
export type BracketRound = z.infer<typeof BracketRoundSchema>;

/** The draw of a tournament: who drew it and when, and the bracket round by round. */
export const DrawSchema = z.object({
  tournament_id: z.string().min(1),
  level: LevelSchema,
  drawn_at: IsoDateTimeSchema,
  drawn_by: z.object({ id: UserIdSchema, name: z.string() }),
  /** Bracket size: the next power of two from the number of teams. */
  size: z.number().int().min(2).max(MAX_BRACKET_SIZE),
  team_count: z.number().int().min(2).max(MAX_BRACKET_SIZE),
  /** Teams that went through the first round without playing. */
  byes: z.array(BracketTeamSchema),
  rounds: z.array(BracketRoundSchema),
  champion: BracketTeamSchema.nullable(),
});
export type Draw = z.infer<typeof DrawSchema>;

/**
 * POST /api/tournaments/:id/draw: no body, or `paid_only` to draw only the confirmed entries marked paid (a tournament
 * with an entry fee; 409 without one).
 */
export const MakeDrawSchema = z.object({ paid_only: z.boolean({ error: 'paid_only must be true or false' }).optional() }).strict();
export type MakeDraw = z.infer<typeof MakeDrawSchema>;

/** The answer of POST /api/tournaments/:id/draw. */
export const DrawResponseSchema = MessageResponseSchema.extend({
  draw: DrawSchema,
  /** Entries still waiting for the second confirmation when entries closed: left out of the draw. */
  missed_entries: z.number().int().min(0),
});
export type DrawResponse = z.infer<typeof DrawResponseSchema>;

/** The version of the match the scorer saw; a request on another version is refused (409), so no point counts twice. */
const version = z.number({ error: 'Version is required' }).int().min(0);

/** POST /api/tournaments/:id/matches/:matchId/points: the side that won the point. */
export const ScorePointSchema = z.object({ team: MatchSideSchema, version });
export type ScorePoint = z.infer<typeof ScorePointSchema>;

/** POST /api/tournaments/:id/matches/:matchId/points/undo: takes back the last point. */
export const UndoPointSchema = z.object({ version });
export type UndoPoint = z.infer<typeof UndoPointSchema>;

/**
 * PUT /api/tournaments/:id/matches/:matchId/score: the final result at once, or a correction of it. A walkover has
 * no sets; a retirement has the sets played until then (the last one may be unfinished).
 */
export const FinalScoreSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('completed'), sets: z.array(SetScoreSchema).min(1).max(3), version }),
    z.object({ outcome: z.literal('walkover'), winner: MatchSideSchema, version }),
    z.object({ outcome: z.literal('retired'), winner: MatchSideSchema, sets: z.array(SetScoreSchema).max(3).default([]), version }),
  ],
  { error: 'Outcome must be completed, walkover or retired' },
);
export type FinalScore = z.infer<typeof FinalScoreSchema>;
export type FinalScoreInput = z.input<typeof FinalScoreSchema>;

/** PATCH /api/tournaments/:id/matches/:matchId: where and when it is played. */
export const MatchScheduleSchema = z
  .object({
    court: z.string().trim().min(1).max(40).nullable().optional(),
    starts_at: IsoDateTimeSchema.nullable().optional(),
  })
  .refine((schedule) => schedule.court !== undefined || schedule.starts_at !== undefined, { error: 'Nothing to change' });
export type MatchSchedule = z.infer<typeof MatchScheduleSchema>;

/** One match's place in the order of play: its court and start time (null clears them). */
export const MatchSlotSchema = z.object({
  match_id: z.string().trim().min(1).max(20),
  court: z.string().trim().min(1).max(40).nullable(),
  starts_at: IsoDateTimeSchema.nullable(),
});
export type MatchSlot = z.infer<typeof MatchSlotSchema>;

/**
 * PUT /api/tournaments/:id/schedule: courts and start times of several matches (a whole round) at once, all or
 * nothing. Refused (409) when a court holds two matches at the same start time, or a team plays two at once.
 */
export const RoundScheduleSchema = z.object({
  matches: z
    .array(MatchSlotSchema)
    .min(1, { error: 'Nothing to change' })
    .max(MAX_BRACKET_SIZE)
    .refine((slots) => new Set(slots.map((slot) => slot.match_id)).size === slots.length, {
      error: 'Each match may be scheduled only once',
    }),
});
export type RoundSchedule = z.infer<typeof RoundScheduleSchema>;

export const RoundScheduleResponseSchema = z.object({ matches: z.array(MatchSchema) });
export type RoundScheduleResponse = z.infer<typeof RoundScheduleResponseSchema>;

export const MatchResponseSchema = z.object({ match: MatchSchema });
export type MatchResponse = z.infer<typeof MatchResponseSchema>;

/** A player's next match: the tournament, the side their team plays on, and the match (court, time, opponents). */
export const NextMatchSchema = z.object({
  tournament_id: z.string().min(1),
  tournament_name: z.string(),
  side: MatchSideSchema,
  match: MatchSchema,
});
export type NextMatch = z.infer<typeof NextMatchSchema>;

/** GET /api/tournament-entries/me/next-match: live first, else the earliest scheduled with a start time; null if none. */
export const NextMatchResponseSchema = z.object({ next: NextMatchSchema.nullable() });
export type NextMatchResponse = z.infer<typeof NextMatchResponseSchema>;

/** Events of GET /api/tournaments/:id/live (text/event-stream); `data` is JSON. */
export const LiveEventSchema = z.discriminatedUnion('type', [
  /** The whole draw: sent first on every (re)connection, and when the draw is made, redone or removed (null). */
  z.object({ type: z.literal('draw'), draw: DrawSchema.nullable() }),
  /** One match changed (a point, a result, a team moving in, a schedule). */
  z.object({ type: z.literal('match'), match: MatchSchema }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
