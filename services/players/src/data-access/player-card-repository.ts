import { insertOnce } from '@padel/service-kit';
import { PlayerCardChangeModel, type PlayerCardChangeRecord } from './player-card-model';

export type { PlayerCardChangeRecord } from './player-card-model';

const MAX_ATTEMPTS = 50;

export async function findCardChange(seq: number): Promise<PlayerCardChangeRecord | undefined> {
  return (await PlayerCardChangeModel.findById(String(seq)).lean<PlayerCardChangeRecord>()) ?? undefined;
}

/** The changes after `seq`, in order, up to `max` of them. */
export async function findCardChangesAfter(seq: number, max = 10_000): Promise<PlayerCardChangeRecord[]> {
  const changes: PlayerCardChangeRecord[] = [];
  for (let next = seq + 1; changes.length < max; next += 1) {
    const change = await findCardChange(next);
    if (!change) break;
    changes.push(change);
  }
  return changes;
}

/** Appends a change after the last one (`knownSeq` is where to start looking); answers its number. */
export async function appendCardChange(change: Omit<PlayerCardChangeRecord, '_id' | 'seq'>, knownSeq: number): Promise<number> {
  let seq = knownSeq + 1;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    while (await findCardChange(seq)) seq += 1;
    if (await insertOnce(PlayerCardChangeModel, { ...change, _id: String(seq), seq })) return seq;
  }
  throw new Error(`Card change of player ${change.player_id} not appended after ${MAX_ATTEMPTS} attempts`);
}
