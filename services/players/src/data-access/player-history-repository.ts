import { PlayerHistoryModel, type PlayerHistoryEntry, type PlayerHistoryRecord } from './player-history-model';

export type { PlayerHistoryEntry } from './player-history-model';

/** Entries kept per player: two seasons of editions that changed their points. */
export const HISTORY_KEPT = 104;

export async function findPlayerHistory(playerId: string): Promise<PlayerHistoryEntry[]> {
  return (await PlayerHistoryModel.findById(playerId).lean<PlayerHistoryRecord>())?.entries ?? [];
}

/**
 * Adds the entry (replacing one of the same edition: a repeat changes nothing), in edition order, the latest
 * HISTORY_KEPT kept. Read, then written whole by `_id`: one edition is written by one instance at a time.
 */
export async function addHistoryEntry(playerId: string, entry: PlayerHistoryEntry): Promise<void> {
  const entries = (await findPlayerHistory(playerId)).filter((known) => known.edition !== entry.edition);
  entries.push(entry);
  entries.sort((a, b) => a.edition - b.edition);
  await PlayerHistoryModel.replaceOne({ _id: playerId }, { _id: playerId, entries: entries.slice(-HISTORY_KEPT) }, { upsert: true });
}
