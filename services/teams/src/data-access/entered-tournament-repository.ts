import { insertOnce } from '@padel/service-kit';
import {
  EnteredTournamentModel,
  WithdrawnEntryModel,
  type EnteredTournamentRecord,
  type WithdrawnEntryRecord,
} from './entered-tournament-model';

export type { EnteredTournamentRecord, WithdrawnEntryRecord } from './entered-tournament-model';

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
