import type { Model } from 'mongoose';

/**
 * Building blocks for steps that must happen once on FerretDB 1.x, which applies an update to one document as
 * read-modify-write without isolation but always enforces unique indexes (decisions 050 and 053).
 */

/** MongoDB's duplicate key error (code 11000): a unique index refused the write. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

export type ClaimResult<R> = { claimed: true } | { claimed: false; existing: R };

/** Inserts `claim`, keyed by its `_id`; when a claim of that key was stored before, returns that one instead. */
export async function claimByInsert<R extends { _id: string }>(claims: Model<R>, claim: R): Promise<ClaimResult<R>> {
  try {
    await claims.create(claim);
    return { claimed: true };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await claims.findById(claim._id).lean<R>();
    if (!existing) throw error;
    return { claimed: false, existing };
  }
}

/** Inserts `record`, keyed by its `_id`, once. Returns false when it was stored before. */
export async function insertOnce<R extends { _id: string }>(records: Model<R>, record: R): Promise<boolean> {
  try {
    await records.create(record);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
