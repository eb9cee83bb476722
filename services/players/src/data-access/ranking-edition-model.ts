import { RankingEditionReasonSchema, type RankingEditionReason } from '@padel/contracts';
import { Schema, model } from 'mongoose';
import type { EditionRow } from '../domain/ranking/edition-rows';

/**
 * One dated edition of the ranking (decision 090): `_id` = its number as text (1, 2, …, claimed by insert). Its rows
 * are stored first, in chunks keyed `<rows_key>:<index>`, so an edition is never seen half written.
 */
export interface RankingEditionRecord {
  _id: string;
  number: number;
  published_at: Date;
  reason: RankingEditionReason;
  tournament: { id: string; title: string } | null;
  rows_key: string;
  chunks: number;
  rows: number;
  /** The last player-card change folded into the rows. */
  card_seq: number;
  created_at: Date;
}

/** A slice of an edition's rows, in ranking order. Written once through the driver (no casting of 100,000 rows). */
export interface RankingRowsChunkRecord {
  _id: string;
  rows: EditionRow[];
}

const rankingEditionSchema = new Schema<RankingEditionRecord>(
  {
    _id: { type: String, required: true },
    number: { type: Number, required: true, min: 1 },
    published_at: { type: Date, required: true },
    reason: { type: String, enum: RankingEditionReasonSchema.options, required: true },
    tournament: { type: new Schema({ id: String, title: String }, { _id: false }), default: null },
    rows_key: { type: String, required: true },
    chunks: { type: Number, required: true, min: 0 },
    rows: { type: Number, required: true, min: 0 },
    card_seq: { type: Number, required: true, min: 0 },
    created_at: { type: Date, required: true },
  },
  // Found by _id only (FerretDB scans on any other filter).
  { collection: 'ranking_editions', versionKey: false },
);

export const RankingEditionModel = model<RankingEditionRecord>('RankingEdition', rankingEditionSchema);

/** `_id` 'latest': the highest edition number known to be published, a hint to start the walk from. */
export const RANKING_LATEST_COLLECTION = 'ranking_latest';
export const RANKING_ROWS_COLLECTION = 'ranking_rows';
