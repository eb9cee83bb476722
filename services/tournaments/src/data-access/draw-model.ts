import { LevelSchema, type BracketTeam, type EventEnvelope, type Level } from '@padel/contracts';
import { withOutbox } from '@padel/service-kit';
import { Schema, model } from 'mongoose';

/**
 * One draw of a tournament. `_id` is `<tournament id>:<number>`: the unique key that makes a draw happen once (two
 * concurrent draws insert the same key). Removing a draw keeps its document (status removed, with draw-changed in its
 * outbox), so the next draw takes the next number.
 */
export interface DrawRecord {
  _id: string;
  tournament_id: string;
  number: number;
  status: 'active' | 'removed';
  level: Level;
  /** Bracket slots top to bottom (size a power of two); null is a bye. */
  slots: Array<BracketTeam | null>;
  missed_entries: number;
  drawn_at: Date;
  drawn_by: { id: string; name: string };
  removed_at: Date | null;
  removed_by: string | null;
  outbox: EventEnvelope[];
}

const drawSchema = withOutbox(
  new Schema(
    {
      _id: { type: String, required: true },
      tournament_id: { type: String, required: true },
      number: { type: Number, required: true },
      status: { type: String, enum: ['active', 'removed'], default: 'active' },
      level: { type: String, enum: LevelSchema.options, required: true },
      slots: { type: [Schema.Types.Mixed], default: [] },
      missed_entries: { type: Number, default: 0 },
      drawn_at: { type: Date, required: true },
      drawn_by: { id: { type: String, required: true }, name: { type: String, required: true } },
      removed_at: { type: Date, default: null },
      removed_by: { type: String, default: null },
    },
    { collection: 'tournament_draws', minimize: false },
  ),
);
drawSchema.index({ tournament_id: 1, number: -1 });

export const DrawModel = model<DrawRecord>('TournamentDraw', drawSchema as unknown as Schema<DrawRecord>);

/**
 * Who settled a draw first, keyed by the draw id: the first match to start (`play`) or the draw's removal. A match
 * starting and the draw being removed race for this key, so a draw is never removed under a started match.
 */
export interface DrawSettlementRecord {
  _id: string;
  by: 'play' | 'removal';
  at: Date;
}

const drawSettlementSchema = new Schema(
  {
    _id: { type: String, required: true },
    by: { type: String, enum: ['play', 'removal'], required: true },
    at: { type: Date, required: true },
  },
  { collection: 'tournament_draw_settlements' },
);

export const DrawSettlementModel = model<DrawSettlementRecord>(
  'TournamentDrawSettlement',
  drawSettlementSchema as unknown as Schema<DrawSettlementRecord>,
);
