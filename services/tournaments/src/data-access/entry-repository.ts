import type { EventEnvelope } from '@padel/contracts';
import { claimByInsert, findPage, withEvents, type Slice } from '@padel/service-kit';
import { isValidObjectId, type Types } from 'mongoose';
import {
  ACTIVE_ENTRY_STATUSES,
  activeEntryKey,
  EntryConfirmationModel,
  EntryModel,
  EntryWithdrawalModel,
  withdrawnEntryKey,
  type EntryConfirmationRecord,
  type EntryRecord,
  type EntryStatus,
  type EntryWithdrawalRecord,
  type NewEntry,
} from './entry-model';

export type { EntryConfirmationRecord, EntryRecord, EntryStatus, EntryWithdrawalRecord, NewEntry } from './entry-model';

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

/** The entries of `ids` that exist (by `_id`). */
export async function findEntriesByIds(ids: readonly string[]): Promise<EntryRecord[]> {
  const valid = ids.filter((id) => isValidObjectId(id));
  if (valid.length === 0) return [];
  return EntryModel.find({ _id: { $in: valid } }).lean<EntryRecord[]>();
}

/**
 * A slice of the entries of every team the player is on, newest first (withdrawn ones left out when asked), with how
 * many when counted: each side of the `$or` is served with its order by `{ player1|player2: 1, createdAt: -1 }`
 * (decision 194).
 */
export async function findEntriesOfPlayer(
  playerId: string,
  slice: Slice,
  { withdrawn = true }: { withdrawn?: boolean } = {},
): Promise<{ items: EntryRecord[]; total: number }> {
  const filter = { $or: [{ player1: playerId }, { player2: playerId }], ...(withdrawn ? {} : { status: { $ne: 'withdrawn' } }) };
  return findPage<EntryRecord>(EntryModel, filter, { createdAt: -1, _id: -1 }, slice);
}

/** Entries of one tournament in the order they were made (the draw reads every one). */
export async function findEntriesOfTournament(tournamentId: string): Promise<EntryRecord[]> {
  return EntryModel.find({ tournament_id: tournamentId }).sort({ createdAt: 1, _id: 1 }).lean<EntryRecord[]>();
}

/**
 * A slice of a tournament's entries in the order they were made, with how many when counted (the index
 * `{ tournament_id: 1, createdAt: 1 }` serves the filter and the order on MongoDB; decision 194).
 */
export async function findEntryPageOfTournament(tournamentId: string, slice: Slice): Promise<{ items: EntryRecord[]; total: number }> {
  return findPage<EntryRecord>(EntryModel, { tournament_id: tournamentId }, { createdAt: 1, _id: 1 }, slice);
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

/** Claims the end of the entry's pending phase (its confirmation, or its withdrawal); when it was claimed before, returns that claim instead. */
export function claimConfirmation(claim: EntryConfirmationRecord) {
  return claimByInsert(EntryConfirmationModel, claim);
}

/**
 * Writes the claimed confirmation on the entry: confirmed, both members in confirmed_by, and the event added to its
 * outbox, in one update. It applies only to a pending entry, so repeating it (double-click, retry) changes nothing;
 * should two repeats land at once, the same event is stored twice and leaves once (the relay removes both copies).
 */
export async function markConfirmed(id: Types.ObjectId, confirmedBy: string[], claim: EntryConfirmationRecord): Promise<void> {
  await EntryModel.updateOne(
    { _id: id, status: 'pending_both' },
    withEvents({ $set: { status: 'confirmed', confirmed_at: claim.confirmed_at, confirmed_by: confirmedBy } }, claim.event),
  );
}

/** Claims the entry's withdrawal; when it was claimed before, returns that claim instead. */
export function claimWithdrawal(claim: EntryWithdrawalRecord) {
  return claimByInsert(EntryWithdrawalModel, claim);
}

/**
 * Writes the claimed withdrawal on the entry (still in `from` status): withdrawn, who and when, its key released
 * and the event added to its outbox, in one update. FerretDB 1.x applies updates as read-modify-write, so an outbox
 * relay removing an earlier event at the same moment could write over it (the entry is back in `from`): the update
 * is applied again until it holds (an event the relay sent just before may then leave twice, which the consumers
 * absorb).
 */
export async function markWithdrawn(id: Types.ObjectId, from: EntryStatus, claim: EntryWithdrawalRecord): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const entry = await EntryModel.findById(id, { status: 1 }).lean<Pick<EntryRecord, 'status'>>();
    if (!entry || entry.status !== from) return;
    await EntryModel.updateOne(
      { _id: id, status: from },
      withEvents(
        {
          $set: { status: 'withdrawn', withdrawn_at: claim.withdrawn_at, withdrawn_by: claim.by, entry_key: withdrawnEntryKey(id) },
        },
        claim.event,
      ),
    );
  }
  const stored = await EntryModel.findById(id, { status: 1 }).lean<Pick<EntryRecord, 'status'>>();
  if (stored?.status === from) throw new Error(`entry ${String(id)} could not be marked withdrawn`);
}

/** Flags the tournament's entries still pending at the draw: they missed it. */
export async function markPendingEntriesMissed(tournamentId: string): Promise<void> {
  await EntryModel.updateMany({ tournament_id: tournamentId, status: 'pending_both' }, { $set: { missed_draw: true } });
}

/**
 * Applies `update` to the entry while it is in status `from`, again until it holds: FerretDB 1.x applies updates as
 * read-modify-write, so an outbox relay removing an earlier event at the same moment could write over it (as
 * markWithdrawn). False when the entry left `from` otherwise (another step changed it first).
 */
async function applyWhileIn(id: Types.ObjectId | string, from: EntryStatus, to: EntryStatus, update: object): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const entry = await EntryModel.findById(id, { status: 1 }).lean<Pick<EntryRecord, 'status'>>();
    if (!entry) return false;
    if (entry.status === to && attempt > 0) return true;
    if (entry.status !== from) return false;
    await EntryModel.updateOne({ _id: id, status: from }, update);
  }
  const stored = await EntryModel.findById(id, { status: 1 }).lean<Pick<EntryRecord, 'status'>>();
  if (stored?.status === from) throw new Error(`entry ${String(id)} could not be changed from ${from} to ${to}`);
  return stored?.status === to;
}

/** Writes the claimed confirmation of a full tournament's entry: waitlisted from `at`, with its entry-waitlisted event. */
export async function markWaitlisted(id: Types.ObjectId, confirmedBy: string[], at: Date, event: EventEnvelope): Promise<boolean> {
  return applyWhileIn(
    id,
    'pending_both',
    'waitlist',
    withEvents({ $set: { status: 'waitlist', confirmed_at: at, confirmed_by: confirmedBy, waitlisted_at: at } }, event),
  );
}

/** A waitlisted entry that got a place: confirmed, with its entry-confirmed (promoted) event. */
export async function markPromoted(id: Types.ObjectId | string, at: Date, event: EventEnvelope): Promise<boolean> {
  return applyWhileIn(id, 'waitlist', 'confirmed', withEvents({ $set: { status: 'confirmed', promoted_at: at } }, event));
}

/** The organizer's rejection of an entry in status `from` (its key kept: the team cannot enter again). */
export async function markRejected(
  id: Types.ObjectId,
  from: EntryStatus,
  rejection: { reason: string; by: string; at: Date },
  event: EventEnvelope,
): Promise<boolean> {
  return applyWhileIn(
    id,
    from,
    'rejected',
    withEvents(
      { $set: { status: 'rejected', rejection_reason: rejection.reason, rejected_by: rejection.by, rejected_at: rejection.at } },
      event,
    ),
  );
}

/** Sets the entry's paid flag (the same value twice changes nothing). */
export async function markPaid(id: Types.ObjectId, paid: boolean): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await EntryModel.updateOne({ _id: id }, { $set: { paid } });
    const stored = await EntryModel.findById(id, { paid: 1 }).lean<Pick<EntryRecord, 'paid'>>();
    if (!stored || stored.paid === paid) return;
  }
  throw new Error(`entry ${String(id)} could not be marked paid=${paid}`);
}

/** The first `limit` waitlisted entries of a tournament, in waitlist order. */
export async function findWaitlist(tournamentId: string, limit: number): Promise<EntryRecord[]> {
  return EntryModel.find({ tournament_id: tournamentId, status: 'waitlist' })
    .sort({ waitlisted_at: 1, _id: 1 })
    .limit(limit)
    .lean<EntryRecord[]>();
}

/** The entry's place in its tournament's waitlist (1 = next), counting the entries waiting since before it. */
export async function waitlistPlaceOf(entry: Pick<EntryRecord, '_id' | 'tournament_id' | 'waitlisted_at'>): Promise<number> {
  const at = entry.waitlisted_at ?? new Date(0);
  const before = await EntryModel.countDocuments({
    tournament_id: entry.tournament_id,
    status: 'waitlist',
    $or: [{ waitlisted_at: { $lt: at } }, { waitlisted_at: at, _id: { $lt: entry._id } }],
  });
  return before + 1;
}

/** How many of the tournament's entries hold a place (confirmed) and how many wait for one. */
export async function countPlacesAndWaitlist(tournamentId: string): Promise<{ placesTaken: number; waitlistLength: number }> {
  const [placesTaken, waitlistLength] = await Promise.all([
    EntryModel.countDocuments({ tournament_id: tournamentId, status: 'confirmed' }),
    EntryModel.countDocuments({ tournament_id: tournamentId, status: 'waitlist' }),
  ]);
  return { placesTaken, waitlistLength };
}
