import { claimByInsert, findPage, isDuplicateKeyError, type ClaimResult, type Slice } from '@padel/service-kit';
import type { ApplicationStatus } from '@padel/contracts';
import { ApplicationClosureModel, ApplicationModel, type ApplicationClosureRecord, type ApplicationRecord } from './application-model';
import { AuditModel, type AuditRecord } from './audit-model';

export type { ApplicationClosureRecord, ApplicationRecord } from './application-model';
export type { AuditRecord } from './audit-model';

export const openKeyOf = (userId: string): string => `open:${userId}`;
export const closedKeyOf = (applicationId: string): string => `closed:${applicationId}`;

/** Builds the unique and sorting indexes before the first application is stored. */
export async function ensureApplicationIndexes(): Promise<void> {
  await Promise.all([ApplicationModel.createIndexes(), AuditModel.createIndexes()]);
}

/** Stores a new open application; false when the user already has one open (the unique `open_key` refused it). */
export async function insertOpenApplication(application: ApplicationRecord): Promise<boolean> {
  try {
    await ApplicationModel.create(application);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

export async function findApplication(id: string): Promise<ApplicationRecord | undefined> {
  return (await ApplicationModel.findById(id).lean<ApplicationRecord>()) ?? undefined;
}

/** The user's latest application, open or not. */
export async function findLatestApplicationOf(userId: string): Promise<ApplicationRecord | undefined> {
  const [latest] = await ApplicationModel.find({ user_id: userId })
    .sort({ submitted_at: -1, _id: -1 })
    .limit(1)
    .lean<ApplicationRecord[]>();
  return latest;
}

/** A page of applications, newest first, all or of one status. */
export function findApplicationPage(
  status: ApplicationStatus | undefined,
  slice: Slice,
): Promise<{ items: ApplicationRecord[]; total: number }> {
  return findPage<ApplicationRecord>(ApplicationModel, status ? { status } : {}, { submitted_at: -1, _id: -1 }, slice);
}

/** Claims the closing of an application, once: the first withdrawal or decision wins (decision 050). */
export function claimClosure(closure: ApplicationClosureRecord): Promise<ClaimResult<ApplicationClosureRecord>> {
  return claimByInsert(ApplicationClosureModel, closure);
}

export async function findClosure(applicationId: string): Promise<ApplicationClosureRecord | undefined> {
  return (await ApplicationClosureModel.findById(applicationId).lean<ApplicationClosureRecord>()) ?? undefined;
}

/** Writes a claimed closure onto the application (repeating it changes nothing); returns the application as stored. */
export async function applyClosure(closure: ApplicationClosureRecord): Promise<ApplicationRecord | undefined> {
  return (
    (await ApplicationModel.findOneAndUpdate(
      { _id: closure._id },
      {
        $set: {
          status: closure.status,
          open_key: closedKeyOf(closure._id),
          reason: closure.reason,
          decided_at: closure.at,
          decided_by: closure.by,
        },
      },
      { new: true },
    ).lean<ApplicationRecord>()) ?? undefined
  );
}

export async function insertAuditEntry(entry: AuditRecord): Promise<void> {
  try {
    await AuditModel.create(entry);
  } catch (error) {
    // The same action retried after a failure midway is recorded once (its id is the action's).
    if (!isDuplicateKeyError(error)) throw error;
  }
}

export function findAuditPage(slice: Slice): Promise<{ items: AuditRecord[]; total: number }> {
  return findPage<AuditRecord>(AuditModel, {}, { at: -1, _id: -1 }, slice);
}
