import { insertOnce } from '@padel/service-kit';
import {
  EnteredTournamentModel,
  TournamentStatusChangeModel,
  WithdrawnEntryModel,
  type EnteredTournamentRecord,
  type TournamentStatusChangeRecord,
  type WithdrawnEntryRecord,
} from './entered-tournament-model';

export type { EnteredTournamentRecord, TournamentStatusChangeRecord, WithdrawnEntryRecord } from './entered-tournament-model';

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

/** Stores a tournament's status change once. Returns false when it was stored before (a redelivery). */
export function addTournamentStatusChange(record: TournamentStatusChangeRecord): Promise<boolean> {
  return insertOnce(TournamentStatusChangeModel, record);
}

/** The tournament's latest status change stored here, or null. */
export async function findLatestTournamentStatus(tournamentId: string): Promise<TournamentStatusChangeRecord | null> {
  return TournamentStatusChangeModel.findOne({ tournament_id: tournamentId }).sort({ revision: -1 }).lean<TournamentStatusChangeRecord>();
}

const olderThan = (revision: number) => ({
  $or: [{ tournament_status_revision: { $lt: revision } }, { tournament_status_revision: { $exists: false } }],
});

/** Marks the tournament's entered records that carry an older status change with `change`'s. Returns how many still lag. */
export async function markTournamentStatus(change: TournamentStatusChangeRecord): Promise<number> {
  const behind = { tournament_id: change.tournament_id, ...olderThan(change.revision) };
  await EnteredTournamentModel.updateMany(behind, {
    $set: { tournament_status: change.status, tournament_status_revision: change.revision },
  });
  return EnteredTournamentModel.countDocuments(behind);
}
