import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@padel/contracts';
import { claimByInsert } from '@padel/service-kit';
import { AccountStateModel, AdminLockModel, type AccountStateRecord } from './account-state-model';

export type { AccountStateRecord } from './account-state-model';
export { AccountStateModel } from './account-state-model';

/**
 * Records that the user's account should be blocked or not, to be converged into Keycloak by the role worker; a block
 * puts `event` (its account-blocked) in the outbox by the same write.
 */
export async function wantBlocked(userId: string, blocked: boolean, event?: EventEnvelope): Promise<void> {
  const now = new Date();
  await AccountStateModel.updateOne(
    { _id: userId },
    {
      $set: { blocked, synced: false, due_at: now, attempts: 0, updated_at: now },
      $inc: { version: 1 },
      ...(event ? { $push: { outbox: event } } : {}),
    },
    { upsert: true },
  );
}

export async function findAccountState(userId: string): Promise<AccountStateRecord | undefined> {
  return (await AccountStateModel.findById(userId).lean<AccountStateRecord>()) ?? undefined;
}

/** The account states of these users (a page's, by `_id`). */
export function findAccountStates(userIds: string[]): Promise<AccountStateRecord[]> {
  return AccountStateModel.find({ _id: { $in: userIds } }).lean<AccountStateRecord[]>();
}

/** Account wishes not yet in place whose time has come, oldest first. */
export function findDueAccountStates(limit: number): Promise<AccountStateRecord[]> {
  return AccountStateModel.find({ synced: false, due_at: { $lte: new Date() } })
    .sort({ due_at: 1 })
    .limit(limit)
    .lean<AccountStateRecord[]>();
}

/** Marks the wish of `version` converged; false when it changed meanwhile (a newer wish stays due). */
export async function markAccountStateSynced(id: string, version: number): Promise<boolean> {
  const result = await AccountStateModel.updateOne({ _id: id, version }, { $set: { synced: true, updated_at: new Date() } });
  return result.modifiedCount === 1;
}

/** Puts the wish off after a failed try (1 s, 2 s, 4 s… up to `maxMs`). */
export async function postponeAccountState(id: string, version: number, attempts: number, maxMs: number): Promise<void> {
  const delay = Math.min(maxMs, 1000 * 2 ** Math.max(0, attempts - 1));
  await AccountStateModel.updateOne({ _id: id, version }, { $set: { due_at: new Date(Date.now() + delay), attempts } });
}

const ADMIN_LOCK = 'admins';

/**
 * Takes the lock of the admin changes for at most `holdMs`; false when another holder has it. A lock whose time has
 * passed (its holder crashed) is removed and taken.
 */
export async function takeAdminLock(holdMs: number): Promise<string | undefined> {
  const holder = randomUUID();
  const claim = await claimByInsert(AdminLockModel, { _id: ADMIN_LOCK, holder, until: new Date(Date.now() + holdMs) });
  if (claim.claimed) return holder;
  if (claim.existing.until.getTime() < Date.now()) {
    await AdminLockModel.deleteOne({ _id: ADMIN_LOCK, holder: claim.existing.holder });
    const retried = await claimByInsert(AdminLockModel, { _id: ADMIN_LOCK, holder, until: new Date(Date.now() + holdMs) });
    if (retried.claimed) return holder;
  }
  return undefined;
}

export async function releaseAdminLock(holder: string): Promise<void> {
  await AdminLockModel.deleteOne({ _id: ADMIN_LOCK, holder });
}
