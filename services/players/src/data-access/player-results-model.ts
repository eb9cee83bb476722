import {
  LevelSchema,
  MatchOutcomeSchema,
  REACHED_ORDER,
  TournamentTierSchema,
  type Level,
  type MatchOutcome,
  type Reached,
  type TournamentTier,
} from '@padel/contracts';
import { Schema, model } from 'mongoose';

/** What a player's profile counted before their first result arrived here (seeded or legacy records). */
export interface ResultCounters {
  matches_played: number;
  wins: number;
  losses: number;
  titles_won: number;
}

/** The latest result of one match for this player, as of `revision`. */
export interface PlayerMatchResult {
  tournament_id: string;
  match_id: string;
  revision: number;
  won: boolean;
  outcome: MatchOutcome;
}

/** Whether this player is the champion of a tournament, as of `revision` of its tournament-completed event. */
export interface PlayerTitle {
  tournament_id: string;
  revision: number;
  champion: boolean;
}

/** How far the player's team went in a tournament, as of `revision` of its tournament-completed event (ranking points). */
export interface PlayerPlacement {
  tournament_id: string;
  tournament_title: string;
  tier: TournamentTier;
  level: Level;
  reached: Reached;
  completed_at: Date;
  revision: number;
  /** The teammate in that tournament (absent in placements recorded before decision 197). */
  partner_id?: string | null;
}

/**
 * One version of a player's results (decision 056): `_id` = `<playerId>:<version>`, versions 1, 2, 3, … with no
 * gaps. A change is the insert of the next version, so of two concurrent changes exactly one wins (the unique `_id`)
 * and the other retries on top of it. A version that has a successor is superseded: its lists are emptied, its `_id`
 * stays so the next number remains taken.
 */
export interface PlayerResultsRecord {
  _id: string;
  player_id: string;
  version: number;
  base: ResultCounters;
  matches: PlayerMatchResult[];
  titles: PlayerTitle[];
  /** Absent in versions stored before rankings came from results. */
  placements?: PlayerPlacement[];
  /** The event that made this version. */
  event_id: string;
  created_at: Date;
  superseded: boolean;
}

const counter = { type: Number, required: true, min: 0 };

const playerResultsSchema = new Schema<PlayerResultsRecord>(
  {
    _id: { type: String, required: true },
    player_id: { type: String, required: true },
    version: { type: Number, required: true, min: 1 },
    base: {
      type: new Schema({ matches_played: counter, wins: counter, losses: counter, titles_won: counter }, { _id: false }),
      required: true,
    },
    matches: {
      type: [
        new Schema(
          {
            tournament_id: { type: String, required: true },
            match_id: { type: String, required: true },
            revision: { type: Number, required: true },
            won: { type: Boolean, required: true },
            outcome: { type: String, enum: MatchOutcomeSchema.options, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    titles: {
      type: [
        new Schema(
          {
            tournament_id: { type: String, required: true },
            revision: { type: Number, required: true },
            champion: { type: Boolean, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    placements: {
      type: [
        new Schema(
          {
            tournament_id: { type: String, required: true },
            tournament_title: { type: String, default: '' },
            tier: { type: String, enum: TournamentTierSchema.options, required: true },
            level: { type: String, enum: LevelSchema.options, required: true },
            reached: { type: String, enum: REACHED_ORDER, required: true },
            completed_at: { type: Date, required: true },
            revision: { type: Number, required: true },
            partner_id: { type: String, default: null },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    event_id: { type: String, required: true },
    created_at: { type: Date, required: true },
    superseded: { type: Boolean, default: false },
  },
  // Read and written by _id only: no secondary index (a filtered find scans the collection on FerretDB anyway).
  { collection: 'player_results', versionKey: false },
);

export const PlayerResultsModel = model<PlayerResultsRecord>('PlayerResults', playerResultsSchema);
