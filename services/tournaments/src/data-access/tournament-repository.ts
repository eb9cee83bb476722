import { isValidObjectId } from 'mongoose';
import { TournamentModel, type TournamentProgress, type TournamentRecord } from './tournament-model';

export type { TournamentProgress, TournamentRecord } from './tournament-model';

export async function findTournamentById(id: string): Promise<TournamentRecord | null> {
  if (!isValidObjectId(id)) return null;
  return TournamentModel.findById(id).lean<TournamentRecord>();
}

/** The tournaments of the given ids that exist (ids that are not object ids match none). */
export async function findTournamentsByIds(ids: string[]): Promise<TournamentRecord[]> {
  return TournamentModel.find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } }).lean<TournamentRecord[]>();
}

/** Tournaments visitors may see (not drafts), earliest first. */
export async function findPublicTournaments(): Promise<TournamentRecord[]> {
  return TournamentModel.find({ status: { $ne: 'draft' } })
    .sort({ start_date: 1, _id: 1 })
    .lean<TournamentRecord[]>();
}

export type TournamentSeed = Omit<TournamentRecord, '_id' | 'createdAt' | 'updatedAt' | 'progress'>;

/** Stores a new tournament and returns it as stored. */
export async function insertTournament(tournament: TournamentSeed): Promise<TournamentRecord> {
  const created = await TournamentModel.create(tournament);
  return created.toObject() as TournamentRecord;
}

/** The tournaments an organizer created (drafts included), newest first. */
export async function findTournamentsByOrganizer(organizerId: string): Promise<TournamentRecord[]> {
  return TournamentModel.find({ organizer_id: organizerId }).sort({ createdAt: -1, _id: -1 }).lean<TournamentRecord[]>();
}

/** Inserts the tournaments whose slug is not stored yet. Returns how many were added. */
export async function insertMissingTournaments(tournaments: TournamentSeed[]): Promise<number> {
  if (tournaments.length === 0) return 0;
  const result = await TournamentModel.bulkWrite(
    tournaments.map((tournament) => ({
      updateOne: { filter: { slug: tournament.slug }, update: { $setOnInsert: tournament }, upsert: true },
    })),
    { ordered: false },
  );
  return result.upsertedCount;
}

/** Closes entries at `at` unless they closed earlier. */
export async function closeEntriesAt(id: string, at: Date): Promise<void> {
  await TournamentModel.updateOne(
    { _id: id, $or: [{ entry_close_at: null }, { entry_close_at: { $gt: at } }] },
    { $set: { entry_close_at: at } },
  );
}

/** Stores the tournament's progress (recomputed from its matches: writing it twice is harmless). */
export async function saveProgress(id: string, progress: TournamentProgress | null): Promise<void> {
  await TournamentModel.updateOne({ _id: id }, { $set: { progress } });
}

export async function findTournamentBySlug(slug: string): Promise<TournamentRecord | null> {
  return TournamentModel.findOne({ slug }).lean<TournamentRecord>();
}
