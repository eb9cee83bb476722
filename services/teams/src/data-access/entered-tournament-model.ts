import { Schema, model, type Model } from 'mongoose';

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

/** Inserts a record keyed by its entry id once. Returns false when it was stored before. */
async function insertOnce<R extends { _id: string }>(records: Model<R>, record: R): Promise<boolean> {
  try {
    await records.create(record);
    return true;
  } catch (error) {
    if ((error as { code?: unknown })?.code === 11000) return false;
    throw error;
  }
}

/** Records a confirmed entry once. Returns false when it was recorded before. */
export function addEnteredTournament(record: EnteredTournamentRecord): Promise<boolean> {
  return insertOnce(EnteredTournamentModel, record);
}

/** Entered tournaments of the given teams, earliest confirmation first. */
export async function findEnteredTournamentsOf(teamIds: string[]): Promise<EnteredTournamentRecord[]> {
  if (teamIds.length === 0) return [];
  return EnteredTournamentModel.find({ team_id: { $in: teamIds } })
    .sort({ confirmed_at: 1, _id: 1 })
    .lean<EnteredTournamentRecord[]>();
}

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

/** Stores the withdrawal's tombstone once (a second time changes nothing). Returns false when it was stored before. */
export function addWithdrawnEntry(record: WithdrawnEntryRecord): Promise<boolean> {
  return insertOnce(WithdrawnEntryModel, record);
}

export async function isEntryWithdrawn(entryId: string): Promise<boolean> {
  return (await WithdrawnEntryModel.exists({ _id: entryId })) !== null;
}

/** Removes the entry's record, if any. Returns whether there was one. */
export async function removeEnteredTournament(entryId: string): Promise<boolean> {
  return (await EnteredTournamentModel.deleteOne({ _id: entryId })).deletedCount > 0;
}
