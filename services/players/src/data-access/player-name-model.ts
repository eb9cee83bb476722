import { Schema, model } from 'mongoose';

/**
 * Who holds a shown name (decision 182): one document per name, keyed by its comparison form (`nameComparisonKey`), so
 * two players can never hold names that compare equal. A claim is an insert with that `_id` (decision 050): the store
 * refuses the second at once, and checking a name is a find by `_id`, never a scan of the profiles.
 */
const playerNameSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The profile (token subject) holding the name. */
    holder: { type: String, required: true },
    claimed_at: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface PlayerNameRecord {
  _id: string;
  holder: string;
  claimed_at: Date;
}

export const PlayerNameModel = model<PlayerNameRecord>('PlayerName', playerNameSchema, 'player_names');
