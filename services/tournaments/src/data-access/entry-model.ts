import {
  CategorySchema,
  EntryStatusSchema,
  LevelSchema,
  type Category,
  type EntryStatus,
  type EventEnvelope,
  type Level,
} from '@padel/contracts';
import { upgradeOnce, withOutbox } from '@padel/service-kit';
import { Schema, model, type Types } from 'mongoose';
import { PlaceModel } from './place-model';

export type { EntryStatus };

/** A team's entry in a tournament (the older API calls it a registration). */
export interface EntryRecord {
  _id: Types.ObjectId;
  tournament_id: string;
  team_id: string;
  category: Category;
  level: Level;
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
  /**
   * Carries the one-entry-per-team-per-tournament rule (unique): `<tournament_id>|<team_id>` while the entry is
   * active, `withdrawn:<_id>` once withdrawn, so the team may enter again (FerretDB has no partial indexes).
   */
  entry_key: string;
  withdrawn_at: Date | null;
  withdrawn_by: string | null;
  /** Still pending when the tournament was drawn: not in the draw. */
  missed_draw?: boolean;
  /** When both members had confirmed but the tournament was full: the waitlist's order (decision 198). */
  waitlisted_at?: Date | null;
  /** When a freed place went to this waitlisted entry. */
  promoted_at?: Date | null;
  /** Set by the organizer's rejection (status rejected). */
  rejection_reason?: string | null;
  rejected_by?: string | null;
  rejected_at?: Date | null;
  outbox: EventEnvelope[];
  createdAt: Date;
}

/**
 * Tournament entries. The outbox carries entry-confirmed and entry-withdrawn: each event is first stored with the claim
 * that ends the pending phase or withdraws the entry (tournament_entry_confirmations, tournament_entry_withdrawals),
 * then added to the outbox by the update that changes the entry's status (a repeated request adds the claim's event).
 */
const entrySchema = withOutbox(
  new Schema(
    {
      tournament_id: { type: String, required: true },
      team_id: { type: String, required: true },
      category: { type: String, enum: CategorySchema.options, default: 'bronze' },
      level: { type: String, enum: LevelSchema.options, default: 'D' },
      status: { type: String, enum: EntryStatusSchema.options, default: 'pending_both' },
      paid: { type: Boolean, default: false },
      player1: { type: String, required: true },
      player2: { type: String, required: true },
      created_by: { type: String, required: true },
      confirmed_by: { type: [String], default: [] },
      confirmed_at: { type: Date, default: null },
      entry_key: { type: String, required: true },
      withdrawn_at: { type: Date, default: null },
      withdrawn_by: { type: String, default: null },
      missed_draw: { type: Boolean, default: false },
      waitlisted_at: { type: Date, default: null },
      promoted_at: { type: Date, default: null },
      rejection_reason: { type: String, default: null },
      rejected_by: { type: String, default: null },
      rejected_at: { type: Date, default: null },
    },
    // Indexes are built by ensureEntryIndexes() at start, after older entries got their entry_key.
    { collection: 'tournament_entries', timestamps: true, autoIndex: false },
  ),
);
entrySchema.index({ entry_key: 1 }, { unique: true });
entrySchema.index({ tournament_id: 1, createdAt: 1 });
/** A tournament's waitlist in its order, and the counts of places taken and waiting. */
entrySchema.index({ tournament_id: 1, status: 1, waitlisted_at: 1 });
entrySchema.index({ player1: 1, createdAt: -1 });
entrySchema.index({ player2: 1, createdAt: -1 });

export const EntryModel = model<EntryRecord>('TournamentEntry', entrySchema as unknown as Schema<EntryRecord>);

export type NewEntry = Pick<EntryRecord, 'tournament_id' | 'team_id' | 'category' | 'level' | 'player1' | 'player2' | 'created_by'>;

/** The key an active (not withdrawn) entry holds: one per team per tournament. */
export const activeEntryKey = (tournamentId: string, teamId: string): string => `${tournamentId}|${teamId}`;
export const withdrawnEntryKey = (id: Types.ObjectId | string): string => `withdrawn:${String(id)}`;

/** Statuses that hold a place in the tournament (and count in its entries). */
export const ACTIVE_ENTRY_STATUSES: readonly EntryStatus[] = ['pending_both', 'confirmed'];

/**
 * Builds the schema's indexes. Older databases had a unique { tournament_id, team_id } index and entries without
 * entry_key: the index is dropped (a withdrawn entry must not block the team) and the key is filled in first.
 */
export async function ensureEntryIndexes(): Promise<void> {
  const existing = await EntryModel.collection.indexes().catch(() => []);
  if (existing.some((index) => index.name === 'tournament_id_1_team_id_1'))
    await EntryModel.collection.dropIndex('tournament_id_1_team_id_1');
  // Once per database: finding the keyless entries looks through every entry.
  await upgradeOnce('entries-with-entry-key', async () => {
    const keyless = await EntryModel.collection
      .find({ entry_key: { $exists: false } }, { projection: { _id: 1, tournament_id: 1, team_id: 1, status: 1 } })
      .toArray();
    for (const entry of keyless) {
      const key =
        entry.status === 'withdrawn' ? withdrawnEntryKey(entry._id) : activeEntryKey(String(entry.tournament_id), String(entry.team_id));
      await EntryModel.collection.updateOne({ _id: entry._id }, { $set: { entry_key: key } });
    }
  });
  await EntryModel.createIndexes();
  await PlaceModel.createIndexes();
}

/**
 * The step that ends an entry's pending phase, keyed by the entry id, with the event it announces: the
 * confirmation that completes it or (outcome withdrawn) its withdrawal. Inserting it is how a confirm or a withdraw
 * claims a pending entry: FerretDB 1.x does not make conditional updates exclusive, but a duplicate key is always
 * refused.
 */
export interface EntryConfirmationRecord {
  /** The entry id. */
  _id: string;
  by: string;
  /** When the pending phase ended. */
  confirmed_at: Date;
  event: EventEnvelope;
  /** Absent on claims stored before withdrawals existed: confirmed. */
  outcome?: 'confirmed' | 'withdrawn' | 'rejected';
}

const entryConfirmationSchema = new Schema(
  {
    _id: { type: String, required: true },
    by: { type: String, required: true },
    confirmed_at: { type: Date, required: true },
    event: { type: Schema.Types.Mixed, required: true },
    outcome: { type: String, enum: ['confirmed', 'withdrawn', 'rejected'], default: 'confirmed' },
  },
  { collection: 'tournament_entry_confirmations', minimize: false },
);

export const EntryConfirmationModel = model<EntryConfirmationRecord>(
  'TournamentEntryConfirmation',
  entryConfirmationSchema as unknown as Schema<EntryConfirmationRecord>,
);

/** The withdrawal of an entry, keyed by the entry id, with its entry-withdrawn event: inserting it claims the withdrawal. */
export interface EntryWithdrawalRecord {
  /** The entry id. */
  _id: string;
  by: string;
  withdrawn_at: Date;
  event: EventEnvelope;
}

const entryWithdrawalSchema = new Schema(
  {
    _id: { type: String, required: true },
    by: { type: String, required: true },
    withdrawn_at: { type: Date, required: true },
    event: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'tournament_entry_withdrawals', minimize: false },
);

export const EntryWithdrawalModel = model<EntryWithdrawalRecord>(
  'TournamentEntryWithdrawal',
  entryWithdrawalSchema as unknown as Schema<EntryWithdrawalRecord>,
);
