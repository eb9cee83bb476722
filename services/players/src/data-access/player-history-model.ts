import { Schema, model } from 'mongoose';

/** The player's place in one edition that changed their points (decision 197). */
export interface PlayerHistoryEntry {
  edition: number;
  published_at: Date;
  position: number | null;
  points: number;
  tournament: { id: string; title: string } | null;
}

/**
 * A player's ranking history (decision 197): `_id` = the player's id, one entry per edition that changed their
 * points, oldest first, the latest HISTORY_KEPT only. Written by the instance that claimed the edition, read by `_id`.
 */
export interface PlayerHistoryRecord {
  _id: string;
  entries: PlayerHistoryEntry[];
}

const playerHistorySchema = new Schema<PlayerHistoryRecord>(
  {
    _id: { type: String, required: true },
    entries: {
      type: [
        new Schema(
          {
            edition: { type: Number, required: true, min: 1 },
            published_at: { type: Date, required: true },
            position: { type: Number, default: null },
            points: { type: Number, required: true, min: 0 },
            tournament: { type: new Schema({ id: String, title: String }, { _id: false }), default: null },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  // Found by _id only: no secondary index.
  { collection: 'player_ranking_history', versionKey: false },
);

export const PlayerHistoryModel = model<PlayerHistoryRecord>('PlayerHistory', playerHistorySchema);
