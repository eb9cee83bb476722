import mongoose from 'mongoose';

/** What the `upgrades` collection keeps of a one-time change of stored data. */
interface UpgradeRecord {
  _id: string;
  done_at: Date;
}

const upgrades = () => mongoose.connection.collection<UpgradeRecord>('upgrades');

/**
 * Runs `upgrade` (a change that brings older stored data to today's shape) once per database: once done, it is
 * recorded under `name`, and later starts find that record by `_id` instead of looking through the data again (on
 * FerretDB, any filter but `_id` reads the whole collection: 12 s at 100,000 profiles). The upgrade must be safe to run
 * twice, as two instances starting together may both run it. Returns false when it was done before.
 */
export async function upgradeOnce(name: string, upgrade: () => Promise<void>): Promise<boolean> {
  if (await upgrades().findOne({ _id: name })) return false;
  await upgrade();
  await markUpgradeDone(name);
  return true;
}

/** Records `name` as done without running it: for data written in today's shape from the start (a generated league). */
export async function markUpgradeDone(name: string): Promise<void> {
  await upgrades().updateOne({ _id: name }, { $setOnInsert: { done_at: new Date() } }, { upsert: true });
}
