import { RoleSchema, type Role } from '@padel/contracts';
import { Schema, model } from 'mongoose';

/**
 * A realm role a user should have or not have (decision 199), keyed `<user id>:<role>`: written first, then converged
 * into Keycloak and the profile by the role worker, which marks it `synced` once both agree. A change while a worker
 * converges the old wish bumps `version`, so the worker's mark does not hide the new one.
 */
const roleAssignmentSchema = new Schema(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true },
    role: { type: String, enum: RoleSchema.options, required: true },
    granted: { type: Boolean, required: true },
    version: { type: Number, required: true },
    synced: { type: Boolean, required: true },
    /** When the worker may try (again): at once for a new wish, later after a failure. */
    due_at: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    /** The application whose approval asked for it (its mail follows the role). */
    application_id: { type: String, default: null },
    updated_at: { type: Date, required: true },
  },
  { collection: 'role_assignments' },
);
roleAssignmentSchema.index({ synced: 1, due_at: 1 });

export interface RoleAssignmentRecord {
  _id: string;
  user_id: string;
  role: Role;
  granted: boolean;
  version: number;
  synced: boolean;
  due_at: Date;
  attempts: number;
  application_id: string | null;
  updated_at: Date;
}

export const RoleAssignmentModel = model<RoleAssignmentRecord>(
  'RoleAssignment',
  roleAssignmentSchema as unknown as Schema<RoleAssignmentRecord>,
);
