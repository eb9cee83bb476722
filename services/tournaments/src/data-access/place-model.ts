import { Schema, model } from 'mongoose';

/**
 * A place in a tournament with a capacity, held by one confirmed entry (decision 198). `_id` is
 * `<tournament_id>#<n>` for n = 1..max_teams and `entry_id` is unique, so FerretDB's always-enforced unique indexes
 * make a place held by at most one entry and an entry hold at most one place: confirmations racing for the last
 * place cannot exceed the capacity. A withdrawal hands its place to the first waitlisted entry (an update of that one
 * document, made only by the withdrawal that claimed the entry), or deletes it when nobody waits.
 */
export interface PlaceRecord {
  _id: string;
  tournament_id: string;
  entry_id: string;
  taken_at: Date;
}

const placeSchema = new Schema(
  {
    _id: { type: String, required: true },
    tournament_id: { type: String, required: true },
    entry_id: { type: String, required: true },
    taken_at: { type: Date, required: true },
  },
  { collection: 'tournament_places', versionKey: false },
);
placeSchema.index({ entry_id: 1 }, { unique: true });
placeSchema.index({ tournament_id: 1 });

export const PlaceModel = model<PlaceRecord>('TournamentPlace', placeSchema as unknown as Schema<PlaceRecord>);

export const placeIdOf = (tournamentId: string, number: number): string => `${tournamentId}#${number}`;
