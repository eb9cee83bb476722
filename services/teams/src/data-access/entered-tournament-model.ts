import { Schema, model } from 'mongoose';

/**
 * A tournament a team has a confirmed entry for (from entry-confirmed events), one document per entry.
 * A separate collection rather than an array on the team: FerretDB 1.x applies concurrent updates of one
 * document as read-modify-write (a `$push` can be lost), while an insert keyed by the entry id is exclusive.
 */
export interface EnteredTournamentRecord {
  /** The entry id. */
  _id: string;
  team_id: string;
  tournament_id: string;
  tournament_title: string | null;
  confirmed_at: Date;
}

const enteredTournamentSchema = new Schema(
  {
    _id: { type: String, required: true },
    team_id: { type: String, required: true },
    tournament_id: { type: String, required: true },
    tournament_title: { type: String, default: null },
    confirmed_at: { type: Date, required: true },
  },
  { collection: 'entered_tournaments', timestamps: true },
);
enteredTournamentSchema.index({ team_id: 1, confirmed_at: 1 });

export const EnteredTournamentModel = model<EnteredTournamentRecord>(
  'EnteredTournament',
  enteredTournamentSchema as unknown as Schema<EnteredTournamentRecord>,
);

/**
 * An entry that was withdrawn (from entry-withdrawn events), kept so that an entry-confirmed arriving later (out of
 * order, or redelivered) cannot record the tournament again.
 */
export interface WithdrawnEntryRecord {
  /** The entry id. */
  _id: string;
  team_id: string;
  withdrawn_at: Date;
}

const withdrawnEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    team_id: { type: String, required: true },
    withdrawn_at: { type: Date, required: true },
  },
  { collection: 'withdrawn_entries', timestamps: true },
);

export const WithdrawnEntryModel = model<WithdrawnEntryRecord>(
  'WithdrawnEntry',
  withdrawnEntrySchema as unknown as Schema<WithdrawnEntryRecord>,
);
