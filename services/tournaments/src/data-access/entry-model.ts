import type { EventEnvelope } from '@padel/contracts';
import { outboxPush, withOutbox } from '@padel/service-kit';
import { Schema, isValidObjectId, model, type Types } from 'mongoose';

export type EntryStatus = 'pending_both' | 'confirmed' | 'waitlist' | 'withdrawn' | 'rejected';

/** A team's entry in a tournament (the older API calls it a registration). */
export interface EntryRecord {
  _id: Types.ObjectId;
  tournament_id: string;
  team_id: string;
  category: 'gold' | 'silver' | 'bronze';
  level: 'C' | 'D';
  status: EntryStatus;
  paid: boolean;
  /** Members of the team when the entry was made (copied from the confirmed team). */
  player1: string;
  player2: string;
  /** The member who entered the team; their confirmation is implied. */
  created_by: string;
  /** Members who have confirmed, in order; both → confirmed. */
  confirmed_by: string[];
  confirmed_at: Date | null;
  outbox: EventEnvelope[];
  createdAt: Date;
}

/** Tournament entries; the outbox carries entry-confirmed, written by the same update that confirms. */
const entrySchema = withOutbox(
  new Schema(
    {
      tournament_id: { type: String, required: true },
      team_id: { type: String, required: true },
      category: { type: String, enum: ['gold', 'silver', 'bronze'], default: 'bronze' },
      level: { type: String, enum: ['C', 'D'], default: 'D' },
      status: { type: String, enum: ['pending_both', 'confirmed', 'waitlist', 'withdrawn', 'rejected'], default: 'pending_both' },
      paid: { type: Boolean, default: false },
      player1: { type: String, required: true },
      player2: { type: String, required: true },
      created_by: { type: String, required: true },
      confirmed_by: { type: [String], default: [] },
      confirmed_at: { type: Date, default: null },
    },
    { collection: 'tournament_entries', timestamps: true },
  ),
);
entrySchema.index({ tournament_id: 1, team_id: 1 }, { unique: true });
entrySchema.index({ player1: 1, createdAt: -1 });
entrySchema.index({ player2: 1, createdAt: -1 });

export const EntryModel = model<EntryRecord>('TournamentEntry', entrySchema as unknown as Schema<EntryRecord>);

export type NewEntry = Pick<EntryRecord, 'tournament_id' | 'team_id' | 'category' | 'level' | 'player1' | 'player2' | 'created_by'>;

/** Inserts a pending entry confirmed by its creator. A second entry of the team in the tournament is a duplicate key (409). */
export async function insertEntry(entry: NewEntry): Promise<EntryRecord> {
  const created = await EntryModel.create({ ...entry, status: 'pending_both', confirmed_by: [entry.created_by] });
  return created.toObject<EntryRecord>();
}

export async function findEntryById(id: string): Promise<EntryRecord | null> {
  if (!isValidObjectId(id)) return null;
  return EntryModel.findById(id).lean<EntryRecord>();
}

/** Entries of every team the player is on, newest first. */
export async function findEntriesOfPlayer(playerId: string): Promise<EntryRecord[]> {
  return EntryModel.find({ $or: [{ player1: playerId }, { player2: playerId }] })
    .sort({ createdAt: -1, _id: -1 })
    .lean<EntryRecord[]>();
}

/** Entries of one tournament in the order they were made. */
export async function findEntriesOfTournament(tournamentId: string): Promise<EntryRecord[]> {
  return EntryModel.find({ tournament_id: tournamentId }).sort({ createdAt: 1, _id: 1 }).lean<EntryRecord[]>();
}

/** Entries per tournament (all, and confirmed ones) for the given tournaments; absent ones have none. */
export async function countEntriesByTournament(tournamentIds: string[]): Promise<Map<string, { total: number; confirmed: number }>> {
  const counts = new Map<string, { total: number; confirmed: number }>();
  if (tournamentIds.length === 0) return counts;
  const entries = await EntryModel.find({ tournament_id: { $in: tournamentIds } }, { tournament_id: 1, status: 1 }).lean<
    Array<Pick<EntryRecord, 'tournament_id' | 'status'>>
  >();
  for (const { tournament_id, status } of entries) {
    const count = counts.get(tournament_id) ?? { total: 0, confirmed: 0 };
    count.total += 1;
    if (status === 'confirmed') count.confirmed += 1;
    counts.set(tournament_id, count);
  }
  return counts;
}

/**
 * The confirmation that completes an entry, keyed by the entry id, with the event it announces. Inserting it
 * is how a confirm claims the entry: FerretDB 1.x does not make conditional updates exclusive, but a
 * duplicate key is always refused.
 */
export interface EntryConfirmationRecord {
  /** The entry id. */
  _id: string;
  by: string;
  confirmed_at: Date;
  event: EventEnvelope;
}

const entryConfirmationSchema = new Schema(
  {
    _id: { type: String, required: true },
    by: { type: String, required: true },
    confirmed_at: { type: Date, required: true },
    event: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'tournament_entry_confirmations', minimize: false },
);

export const EntryConfirmationModel = model<EntryConfirmationRecord>(
  'TournamentEntryConfirmation',
  entryConfirmationSchema as unknown as Schema<EntryConfirmationRecord>,
);

/** Claims the entry's completing confirmation; when it was claimed before, returns that claim instead. */
export async function claimConfirmation(
  claim: EntryConfirmationRecord,
): Promise<{ claimed: true } | { claimed: false; existing: EntryConfirmationRecord }> {
  try {
    await EntryConfirmationModel.create(claim);
    return { claimed: true };
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 11000) throw error;
    const existing = await EntryConfirmationModel.findById(claim._id).lean<EntryConfirmationRecord>();
    if (!existing) throw error;
    return { claimed: false, existing };
  }
}

/**
 * Writes the claimed confirmation on the entry: confirmed, both members in confirmed_by, and the event in
 * its outbox, in one update made only of `$set`s so that repeating it (double-click, retry) changes nothing.
 */
export async function markConfirmed(id: Types.ObjectId, confirmedBy: string[], claim: EntryConfirmationRecord): Promise<void> {
  await EntryModel.updateOne(
    { _id: id, status: 'pending_both' },
    {
      $set: {
        status: 'confirmed',
        confirmed_at: claim.confirmed_at,
        confirmed_by: confirmedBy,
        outbox: [outboxPush(claim.event).$push.outbox],
      },
    },
  );
}
