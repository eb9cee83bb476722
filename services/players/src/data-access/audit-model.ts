import { AdminActionSchema, type AdminAction } from '@padel/contracts';
import { Schema, model } from 'mongoose';

/** One admin action (decision 199): who, what, when, the target before and after. Only ever inserted. */
const auditSchema = new Schema(
  {
    _id: { type: String, required: true },
    actor_id: { type: String, required: true },
    actor_name: { type: String, required: true },
    action: { type: String, enum: AdminActionSchema.options, required: true },
    target_type: { type: String, enum: ['application', 'user'], required: true },
    target_id: { type: String, required: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'admin_audit', minimize: false },
);
auditSchema.index({ at: -1, _id: -1 });

export interface AuditRecord {
  _id: string;
  actor_id: string;
  actor_name: string;
  action: AdminAction;
  target_type: 'application' | 'user';
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

export const AuditModel = model<AuditRecord>('AdminAudit', auditSchema as unknown as Schema<AuditRecord>);
