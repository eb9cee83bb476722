import type { EventEnvelope } from '@padel/contracts';
import { claimByInsert, withEvents } from '@padel/service-kit';
import { isValidObjectId } from 'mongoose';
import {
  TournamentChangeModel,
  TournamentModel,
  type TournamentChangeRecord,
  type TournamentProgress,
  type TournamentRecord,
} from './tournament-model';

export { tournamentChangeCount } from './tournament-model';
export type { TournamentChangeRecord, TournamentProgress, TournamentRecord } from './tournament-model';

/** The tournament's fields revision and status revision (absent on older documents: 0). */
export const revisionOf = (tournament: Pick<TournamentRecord, 'revision'>): number => tournament.revision ?? 0;
export const statusRevisionOf = (tournament: Pick<TournamentRecord, 'status_revision'>): number => tournament.status_revision ?? 0;

/** Matches a counter field at `value`, a missing field counting as 0. */
const counterAt = (field: 'revision' | 'status_revision', value: number) =>
  value === 0 ? { $or: [{ [field]: 0 }, { [field]: { $exists: false } }] } : { [field]: value };

export async function findTournamentById(id: string): Promise<TournamentRecord | null> {
  if (!isValidObjectId(id)) return null;
  return TournamentModel.findById(id).lean<TournamentRecord>();
}

/** The tournaments of the given ids that exist (ids that are not object ids match none). */
export async function findTournamentsByIds(ids: string[]): Promise<TournamentRecord[]> {
  return TournamentModel.find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } }).lean<TournamentRecord[]>();
}

/**
 * Tournaments visitors may see (published: drafts and closed ones are unpublished), earliest first. A scan of the
 * collection on FerretDB: the public list holds its result in memory (decision 185).
 */
export async function findPublicTournaments(): Promise<TournamentRecord[]> {
  return TournamentModel.find({ status: 'published' }).sort({ start_date: 1, _id: 1 }).lean<TournamentRecord[]>();
}

export type TournamentSeed = Omit<TournamentRecord, '_id' | 'createdAt' | 'updatedAt' | 'progress'>;

/** Stores a new tournament and returns it as stored. */
/** Tournaments with a capacity that are not drawn yet: the ones whose places a withdrawal hands over (decision 198). */
export async function findUndrawnTournamentsWithCapacity(): Promise<TournamentRecord[]> {
  return TournamentModel.find({ max_teams: { $ne: null }, 'progress.drawn': { $ne: true } }).lean<TournamentRecord[]>();
}

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

/** Publishes the given (seeded) tournaments an older seed stored as closed and nobody changed since. Returns how many. */
export async function republishSeededClosedTournaments(slugs: string[]): Promise<number> {
  const result = await TournamentModel.updateMany(
    { slug: { $in: slugs }, status: 'closed', ...counterAt('status_revision', 0) },
    { $set: { status: 'published' } },
  );
  return result.modifiedCount;
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

/** Claims a change of the tournament (decision 113); when its key was claimed before, returns that claim instead. */
export function claimTournamentChange(change: TournamentChangeRecord) {
  return claimByInsert(TournamentChangeModel, change);
}

/**
 * Applies a claimed edit: the fields of revision `revision` replaced and the revision moved on, in one update that
 * applies only at that revision (so applying it twice changes nothing). FerretDB 1.x applies updates as
 * read-modify-write, so a status change or an outbox relay writing at the same moment could write over it: it is
 * applied again until the revision has moved on. False when the tournament is gone.
 */
export async function applyFieldsChange(id: string, revision: number, fields: Record<string, unknown>): Promise<boolean> {
  for (let attempt = 0; attempt <= 5; attempt += 1) {
    const stored = await TournamentModel.findById(id, { revision: 1 }).lean<Pick<TournamentRecord, 'revision'>>();
    if (!stored) return false;
    if (revisionOf(stored) > revision) return true;
    if (attempt < 5)
      await TournamentModel.updateOne({ _id: id, ...counterAt('revision', revision) }, { $set: { ...fields, revision: revision + 1 } });
  }
  throw new Error(`tournament ${id} could not be edited`);
}

/**
 * Applies a claimed status change with its event, in one update that applies only at status revision `statusRevision`;
 * applied again until it holds, like applyFieldsChange (an event the relay sent just before may then leave twice,
 * which the consumers absorb). False when the tournament is gone.
 */
export async function applyStatusChange(
  id: string,
  statusRevision: number,
  status: TournamentRecord['status'],
  event: EventEnvelope,
): Promise<boolean> {
  for (let attempt = 0; attempt <= 5; attempt += 1) {
    const stored = await TournamentModel.findById(id, { status_revision: 1 }).lean<Pick<TournamentRecord, 'status_revision'>>();
    if (!stored) return false;
    if (statusRevisionOf(stored) > statusRevision) return true;
    if (attempt < 5)
      await TournamentModel.updateOne(
        { _id: id, ...counterAt('status_revision', statusRevision) },
        withEvents({ $set: { status, status_revision: statusRevision + 1 } }, event),
      );
  }
  throw new Error(`the status of tournament ${id} could not be changed`);
}

/** Removes the tournament (a claimed deletion of a draft without entries). */
export async function deleteTournament(id: string): Promise<void> {
  if (isValidObjectId(id)) await TournamentModel.deleteOne({ _id: id });
}
