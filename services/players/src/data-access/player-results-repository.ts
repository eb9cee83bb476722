import { insertOnce } from '@padel/service-kit';
import { PlayerResultsModel, type PlayerResultsRecord } from './player-results-model';

export type { PlayerMatchResult, PlayerPlacement, PlayerResultsRecord, PlayerTitle, ResultCounters } from './player-results-model';

export const playerResultsId = (playerId: string, version: number): string => `${playerId}:${version}`;

/**
 * The player's latest results version: walks forward by `_id` from `fromVersion` (a version known to exist, or 0)
 * until the next number is free. Only finds by `_id`, so the cost does not grow with the collection (decision 056).
 */
export async function findLatestResults(playerId: string, fromVersion: number): Promise<PlayerResultsRecord | undefined> {
  let latest = fromVersion > 0 ? await findResultsVersion(playerId, fromVersion) : undefined;
  let version = latest ? fromVersion : 0;
  for (;;) {
    const next = await findResultsVersion(playerId, version + 1);
    if (!next) return latest;
    latest = next;
    version += 1;
  }
}

async function findResultsVersion(playerId: string, version: number): Promise<PlayerResultsRecord | undefined> {
  return (await PlayerResultsModel.findById(playerResultsId(playerId, version)).lean<PlayerResultsRecord>()) ?? undefined;
}

/** Inserts the version; false when that version number was taken first by someone else. */
export async function storeResultsVersion(record: Omit<PlayerResultsRecord, '_id' | 'superseded'>): Promise<boolean> {
  return insertOnce(PlayerResultsModel, { ...record, _id: playerResultsId(record.player_id, record.version), superseded: false });
}

/** Empties a version that has a successor (its `_id` stays, keeping the number taken). Repeating it changes nothing. */
export async function supersedeResultsVersion(playerId: string, version: number): Promise<void> {
  await PlayerResultsModel.updateOne(
    { _id: playerResultsId(playerId, version) },
    { $set: { superseded: true, matches: [], titles: [], placements: [] } },
  );
}
