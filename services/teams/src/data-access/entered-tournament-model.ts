import { TournamentHostStatusSchema, type TournamentHostStatus } from '@padel/contracts';
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
  /** The tournament's status from its latest tournament-status-changed (absent until one arrives). */
  tournament_status?: TournamentHostStatus | null;
  /** The revision of that change (0 or absent: none). */
  tournament_status_revision?: number;
}

const enteredTournamentSchema = new Schema(
  {
    _id: { type: String, required: true },
    team_id: { type: String, required: true },
    tournament_id: { type: String, required: true },
    tournament_title: { type: String, default: null },
    confirmed_at: { type: Date, required: true },
    tournament_status: { type: String, default: null },
    tournament_status_revision: { type: Number, default: 0 },
  },
  { collection: 'entered_tournaments', timestamps: true },
);
enteredTournamentSchema.index({ team_id: 1, confirmed_at: 1 });
enteredTournamentSchema.index({ tournament_id: 1 });

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

/**
 * A tournament's status change (from tournament-status-changed), keyed `<tournament id>:<revision>` so a redelivery
 * stores nothing new; the highest revision is the tournament's status, whatever order the changes arrive in.
 */
export interface TournamentStatusChangeRecord {
  _id: string;
  tournament_id: string;
  status: TournamentHostStatus;
  revision: number;
  changed_at: Date;
}

const tournamentStatusChangeSchema = new Schema(
  {
    _id: { type: String, required: true },
    tournament_id: { type: String, required: true },
    status: { type: String, enum: TournamentHostStatusSchema.options, required: true },
    revision: { type: Number, required: true },
    changed_at: { type: Date, required: true },
  },
  { collection: 'tournament_status_changes', timestamps: true },
);
tournamentStatusChangeSchema.index({ tournament_id: 1, revision: -1 });

export const TournamentStatusChangeModel = model<TournamentStatusChangeRecord>(
  'TournamentStatusChange',
  tournamentStatusChangeSchema as unknown as Schema<TournamentStatusChangeRecord>,
);
