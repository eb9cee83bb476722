import type { EventEnvelope } from '@padel/contracts';
import { withOutbox } from '@padel/service-kit';
import { Schema, model } from 'mongoose';

/**
 * Whether an admin wants a user's account blocked (decision 202), keyed by the user id: written first, then converged
 * into Keycloak (the user's `enabled`, and their sessions ended on a block) by the role worker, which marks it
 * `synced`. A change while the worker converges the old wish bumps `version`, so its mark does not hide the new one.
 * Its outbox carries account-blocked, written by the same update that records a block.
 */
const accountStateSchema = withOutbox(
  new Schema(
    {
      _id: { type: String, required: true },
      blocked: { type: Boolean, required: true },
      version: { type: Number, required: true },
      synced: { type: Boolean, required: true },
      due_at: { type: Date, required: true },
      attempts: { type: Number, default: 0 },
      updated_at: { type: Date, required: true },
    },
    { collection: 'account_states' },
  ),
);
accountStateSchema.index({ synced: 1, due_at: 1 });
accountStateSchema.index({ blocked: 1, _id: 1 });

export interface AccountStateRecord {
  _id: string;
  blocked: boolean;
  version: number;
  synced: boolean;
  due_at: Date;
  attempts: number;
  updated_at: Date;
  outbox?: EventEnvelope[];
}

export const AccountStateModel = model<AccountStateRecord>('AccountState', accountStateSchema as unknown as Schema<AccountStateRecord>);

/**
 * The one lock of changes that could leave the league without an admin (removing admin, blocking an admin): taken by
 * inserting `{ _id: 'admins' }` (the unique `_id` lets one insert win, decision 053), deleted when done, and taken over
 * once `until` has passed (a holder that crashed).
 */
const adminLockSchema = new Schema(
  {
    _id: { type: String, required: true },
    holder: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { collection: 'admin_locks' },
);

export interface AdminLockRecord {
  _id: string;
  holder: string;
  until: Date;
}

export const AdminLockModel = model<AdminLockRecord>('AdminLock', adminLockSchema as unknown as Schema<AdminLockRecord>);
