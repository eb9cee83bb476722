import { Schema, model } from 'mongoose';
import type { PlayerCard } from '../domain/ranking/edition-rows';

/**
 * A change of a player's public card (registration, name, country, photo), numbered 1, 2, … by a claim on `_id`, so
 * every instance of the service can follow the changes in order by `_id` alone (decision 090).
 */
export interface PlayerCardChangeRecord {
  _id: string;
  seq: number;
  player_id: string;
  registered: boolean;
  card: PlayerCard;
  changed_at: Date;
}

const playerCardChangeSchema = new Schema<PlayerCardChangeRecord>(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, min: 1 },
    player_id: { type: String, required: true },
    registered: { type: Boolean, required: true },
    card: { type: Schema.Types.Mixed, required: true },
    changed_at: { type: Date, required: true },
  },
  { collection: 'player_card_changes', versionKey: false },
);

export const PlayerCardChangeModel = model<PlayerCardChangeRecord>('PlayerCardChange', playerCardChangeSchema);
