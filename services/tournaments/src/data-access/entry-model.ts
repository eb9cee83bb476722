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

/**
 * Records `playerId`'s confirmation of a pending entry the other member has confirmed already, moving it to
 * confirmed with `event` in its outbox (one conditional update). False when the entry changed meanwhile.
 */
export async function completeConfirmation(id: Types.ObjectId, playerId: string, event: EventEnvelope, at: Date): Promise<boolean> {
  const result = await EntryModel.updateOne(
    { _id: id, status: 'pending_both', confirmed_by: { $ne: playerId } },
    { $set: { status: 'confirmed', confirmed_at: at }, $push: { confirmed_by: playerId, outbox: outboxPush(event).$push.outbox } },
  );
  return result.modifiedCount === 1;
}
