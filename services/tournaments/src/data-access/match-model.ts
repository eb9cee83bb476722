import {
  MatchStatusSchema,
  type EventEnvelope,
  type MatchOutcome,
  type MatchScore,
  type MatchSide,
  type MatchStatus,
} from '@padel/contracts';
import { withOutbox } from '@padel/service-kit';
import { Schema, model } from 'mongoose';

export type { MatchOutcome };

/**
 * The state of one match of a draw, `_id` = `<draw id>:<match id>`. Stored on its first change (until then the match
 * is scheduled at version 0); every change is one write of this document, with its events in the outbox. The teams
 * are not stored: they come from the draw's slots and the feeding matches' winners at read time.
 */
export interface MatchRecord {
  _id: string;
  draw_id: string;
  tournament_id: string;
  match_id: string;
  status: MatchStatus;
  /** Point-by-point scoring: who won each point, in order (empty when the result was entered as sets). */
  points: MatchSide[];
  score: MatchScore;
  winner: MatchSide | null;
  outcome: MatchOutcome | null;
  court: string | null;
  starts_at: Date | null;
  version: number;
  /** How many results this match has had (1 on finishing, one more per correction). */
  revision: number;
  started_at: Date | null;
  completed_at: Date | null;
  updated_at: Date;
  outbox: EventEnvelope[];
}

export type MatchState = Omit<MatchRecord, 'outbox'>;

const matchSchema = withOutbox(
  new Schema(
    {
      _id: { type: String, required: true },
      draw_id: { type: String, required: true },
      tournament_id: { type: String, required: true },
      match_id: { type: String, required: true },
      status: { type: String, enum: MatchStatusSchema.options, default: 'scheduled' },
      points: { type: [String], default: [] },
      score: { type: Schema.Types.Mixed, required: true },
      winner: { type: String, default: null },
      outcome: { type: String, default: null },
      court: { type: String, default: null },
      starts_at: { type: Date, default: null },
      version: { type: Number, required: true },
      revision: { type: Number, default: 0 },
      started_at: { type: Date, default: null },
      completed_at: { type: Date, default: null },
      updated_at: { type: Date, required: true },
    },
    { collection: 'tournament_matches', minimize: false },
  ),
);
matchSchema.index({ draw_id: 1 });

export const MatchModel = model<MatchRecord>('TournamentMatch', matchSchema as unknown as Schema<MatchRecord>);

/**
 * The claim of a match's next version, `_id` = `<match document id>:v<version>`: inserting it is how one change wins
 * over concurrent ones. It holds the whole new state and its events, so a change that stopped after its claim is
 * finished by the next request, and the idempotency key a repeated request is recognised by.
 */
export interface MatchClaimRecord {
  _id: string;
  idempotency_key: string | null;
  by: string;
  claimed_at: Date;
  state: MatchState;
  events: EventEnvelope[];
}

const matchClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    idempotency_key: { type: String, default: null },
    by: { type: String, required: true },
    claimed_at: { type: Date, required: true },
    state: { type: Schema.Types.Mixed, required: true },
    events: { type: [Schema.Types.Mixed], default: [] },
  },
  { collection: 'tournament_match_claims', minimize: false },
);

export const MatchClaimModel = model<MatchClaimRecord>('TournamentMatchClaim', matchClaimSchema as unknown as Schema<MatchClaimRecord>);
