import type { Role } from '@padel/contracts';
import { RoleAssignmentModel, type RoleAssignmentRecord } from './role-assignment-model';

export type { RoleAssignmentRecord } from './role-assignment-model';

export const roleAssignmentIdOf = (userId: string, role: Role): string => `${userId}:${role}`;

/**
 * Records that `userId` should (granted) or should not have `role`, to be converged by the role worker. Repeating the
 * same wish while it is not yet synced changes nothing the worker relies on.
 */
export async function wantRole(userId: string, role: Role, granted: boolean, applicationId: string | null = null): Promise<void> {
  const now = new Date();
  await RoleAssignmentModel.updateOne(
    { _id: roleAssignmentIdOf(userId, role) },
    {
      $set: { user_id: userId, role, granted, synced: false, due_at: now, attempts: 0, updated_at: now, application_id: applicationId },
      $inc: { version: 1 },
    },
    { upsert: true },
  );
}

export async function findRoleAssignment(userId: string, role: Role): Promise<RoleAssignmentRecord | undefined> {
  return (await RoleAssignmentModel.findById(roleAssignmentIdOf(userId, role)).lean<RoleAssignmentRecord>()) ?? undefined;
}

/** Wishes not yet in place everywhere whose time has come, oldest first. */
export function findDueRoleAssignments(limit: number): Promise<RoleAssignmentRecord[]> {
  return RoleAssignmentModel.find({ synced: false, due_at: { $lte: new Date() } })
    .sort({ due_at: 1 })
    .limit(limit)
    .lean<RoleAssignmentRecord[]>();
}

/** Marks the wish of `version` converged; false when it changed meanwhile (a newer wish stays due). */
export async function markRoleSynced(id: string, version: number): Promise<boolean> {
  const result = await RoleAssignmentModel.updateOne({ _id: id, version }, { $set: { synced: true, updated_at: new Date() } });
  return result.modifiedCount === 1;
}

/** Puts the wish off after a failed try (1 s, 2 s, 4 s… up to `maxMs`). */
export async function postponeRoleAssignment(id: string, version: number, attempts: number, maxMs: number): Promise<void> {
  const delay = Math.min(maxMs, 1000 * 2 ** Math.max(0, attempts - 1));
  await RoleAssignmentModel.updateOne({ _id: id, version }, { $set: { due_at: new Date(Date.now() + delay), attempts } });
}

/** The wishes of these users for these roles (a page's, by `_id`). */
export function findRoleAssignmentsOf(userIds: string[], roles: Role[]): Promise<RoleAssignmentRecord[]> {
  const ids = userIds.flatMap((userId) => roles.map((role) => roleAssignmentIdOf(userId, role)));
  return RoleAssignmentModel.find({ _id: { $in: ids } }).lean<RoleAssignmentRecord[]>();
}
