import type { EventEnvelope } from '@padel/contracts';
import { outboxPush, withOutbox } from '@padel/service-kit';
import { Schema, isValidObjectId, model, type Model, type Types } from 'mongoose';

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
  /**
   * Carries the one-entry-per-team-per-tournament rule (unique): `<tournament_id>|<team_id>` while the entry is
   * active, `withdrawn:<_id>` once withdrawn, so the team may enter again (FerretDB has no partial indexes).
   */
  entry_key: string;
  withdrawn_at: Date | null;
  withdrawn_by: string | null;
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
      entry_key: { type: String, required: true },
      withdrawn_at: { type: Date, default: null },
      withdrawn_by: { type: String, default: null },
    },
    // Indexes are built by ensureEntryIndexes() at start, after older entries got their entry_key.
    { collection: 'tournament_entries', timestamps: true, autoIndex: false },
  ),
);
entrySchema.index({ entry_key: 1 }, { unique: true });
entrySchema.index({ tournament_id: 1, createdAt: 1 });
entrySchema.index({ player1: 1, createdAt: -1 });
entrySchema.index({ player2: 1, createdAt: -1 });

export const EntryModel = model<EntryRecord>('TournamentEntry', entrySchema as unknown as Schema<EntryRecord>);

export type NewEntry = Pick<EntryRecord, 'tournament_id' | 'team_id' | 'category' | 'level' | 'player1' | 'player2' | 'created_by'>;

/** The key an active (not withdrawn) entry holds: one per team per tournament. */
export const activeEntryKey = (tournamentId: string, teamId: string): string => `${tournamentId}|${teamId}`;
const withdrawnEntryKey = (id: Types.ObjectId | string): string => `withdrawn:${String(id)}`;

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
  const keyless = await EntryModel.collection
    .find({ entry_key: { $exists: false } }, { projection: { _id: 1, tournament_id: 1, team_id: 1, status: 1 } })
    .toArray();
  for (const entry of keyless) {
    const key =
      entry.status === 'withdrawn' ? withdrawnEntryKey(entry._id) : activeEntryKey(String(entry.tournament_id), String(entry.team_id));
    await EntryModel.collection.updateOne({ _id: entry._id }, { $set: { entry_key: key } });
  }
  await EntryModel.createIndexes();
}

/** Inserts a pending entry confirmed by its creator. A second active entry of the team in the tournament is a duplicate key (409). */
export async function insertEntry(entry: NewEntry): Promise<EntryRecord> {
  const created = await EntryModel.create({
    ...entry,
    status: 'pending_both',
    confirmed_by: [entry.created_by],
    entry_key: activeEntryKey(entry.tournament_id, entry.team_id),
  });
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

/** Active entries per tournament (pending and confirmed, and confirmed ones) for the given tournaments; absent ones have none. */
export async function countEntriesByTournament(tournamentIds: string[]): Promise<Map<string, { total: number; confirmed: number }>> {
  const counts = new Map<string, { total: number; confirmed: number }>();
  if (tournamentIds.length === 0) return counts;
  const entries = await EntryModel.find(
    { tournament_id: { $in: tournamentIds }, status: { $in: [...ACTIVE_ENTRY_STATUSES] } },
    { tournament_id: 1, status: 1 },
  ).lean<Array<Pick<EntryRecord, 'tournament_id' | 'status'>>>();
  for (const { tournament_id, status } of entries) {
    const count = counts.get(tournament_id) ?? { total: 0, confirmed: 0 };
    count.total += 1;
    if (status === 'confirmed') count.confirmed += 1;
    counts.set(tournament_id, count);
  }
  return counts;
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
  outcome?: 'confirmed' | 'withdrawn';
}

const entryConfirmationSchema = new Schema(
  {
    _id: { type: String, required: true },
    by: { type: String, required: true },
    confirmed_at: { type: Date, required: true },
    event: { type: Schema.Types.Mixed, required: true },
    outcome: { type: String, enum: ['confirmed', 'withdrawn'], default: 'confirmed' },
  },
  { collection: 'tournament_entry_confirmations', minimize: false },
);

export const EntryConfirmationModel = model<EntryConfirmationRecord>(
  'TournamentEntryConfirmation',
  entryConfirmationSchema as unknown as Schema<EntryConfirmationRecord>,
);

/** Inserts `claim`; when a claim of that key was stored before, returns that one instead. */
async function claimByInsert<R extends { _id: string }>(
  claims: Model<R>,
  claim: R,
): Promise<{ claimed: true } | { claimed: false; existing: R }> {
  try {
    await claims.create(claim);
    return { claimed: true };
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 11000) throw error;
    const existing = await claims.findById(claim._id).lean<R>();
    if (!existing) throw error;
    return { claimed: false, existing };
  }
}

/** Claims the end of the entry's pending phase (its confirmation, or its withdrawal); when it was claimed before, returns that claim instead. */
export function claimConfirmation(claim: EntryConfirmationRecord) {
  return claimByInsert(EntryConfirmationModel, claim);
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

/** Claims the entry's withdrawal; when it was claimed before, returns that claim instead. */
export function claimWithdrawal(claim: EntryWithdrawalRecord) {
  return claimByInsert(EntryWithdrawalModel, claim);
}

/**
 * Writes the claimed withdrawal on the entry (still in `from` status): withdrawn, who and when, its key released
 * and the event added to its outbox, in one update of `$set`s only. FerretDB 1.x applies updates as
 * read-modify-write, so an outbox relay removing an earlier event at the same moment could write over it: the
 * entry is read back and the update applied again until it holds (the outbox is rebuilt from the fresh read; an
 * event the relay sent just before may leave twice, which the consumers absorb).
 */
export async function markWithdrawn(id: Types.ObjectId, from: EntryStatus, claim: EntryWithdrawalRecord): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const entry = await EntryModel.findById(id).lean<EntryRecord>();
    if (!entry || entry.status !== from) return;
    const outbox = entry.outbox.filter((event) => event.id !== claim.event.id);
    await EntryModel.updateOne(
      { _id: id, status: from },
      {
        $set: {
          status: 'withdrawn',
          withdrawn_at: claim.withdrawn_at,
          withdrawn_by: claim.by,
          entry_key: withdrawnEntryKey(id),
          outbox: [...outbox, outboxPush(claim.event).$push.outbox],
        },
      },
    );
  }
  const stored = await EntryModel.findById(id).lean<EntryRecord>();
  if (stored?.status === from) throw new Error(`entry ${String(id)} could not be marked withdrawn`);
}
