import mongoose from 'mongoose';
import { insertOnce } from '@padel/service-kit';
import type { EditionRow } from '../domain/ranking/edition-rows';
import {
  RANKING_LATEST_COLLECTION,
  RANKING_ROWS_COLLECTION,
  RankingEditionModel,
  type RankingEditionRecord,
  type RankingRowsChunkRecord,
} from './ranking-edition-model';

export type { RankingEditionRecord } from './ranking-edition-model';

/** Rows per stored chunk: about 1.7 MB of JSON each, far below the 16 MB document limit. */
export const ROWS_PER_CHUNK = 5000;

/**
 * A chunk as stored: its rows as one JSON text, which FerretDB writes and reads several times faster than the same rows
 * as documents (decision 092); chunks stored before hold `rows`.
 */
type StoredChunk = Pick<RankingRowsChunkRecord, '_id'> & Partial<Pick<RankingRowsChunkRecord, 'rows'>> & { rows_json?: string };

const rowsCollection = () => mongoose.connection.collection<StoredChunk>(RANKING_ROWS_COLLECTION);
const latestCollection = () => mongoose.connection.collection<{ _id: string; number: number }>(RANKING_LATEST_COLLECTION);
const chunkId = (rowsKey: string, index: number) => `${rowsKey}:${index}`;

export async function findEdition(number: number): Promise<RankingEditionRecord | undefined> {
  return (await RankingEditionModel.findById(String(number)).lean<RankingEditionRecord>()) ?? undefined;
}

/** The latest edition after `known` (or `known` itself when none is newer): walks forward by `_id` from the hint. */
export async function findLatestEdition(known?: RankingEditionRecord): Promise<RankingEditionRecord | undefined> {
  const hint = (await latestCollection().findOne({ _id: 'latest' }))?.number ?? 0;
  let latest = known;
  let number = Math.max(known?.number ?? 0, hint - 1);
  if (!latest && number > 0) latest = await findEdition(number);
  if (!latest) number = 0;
  for (;;) {
    const next = await findEdition(number + 1);
    if (!next) return latest;
    latest = next;
    number += 1;
  }
}

/** Stores the rows of an edition to come, in order, under `rowsKey`; answers the number of chunks. */
export async function storeEditionRows(rowsKey: string, rows: readonly EditionRow[]): Promise<number> {
  const chunks: StoredChunk[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    chunks.push({ _id: chunkId(rowsKey, chunks.length), rows_json: JSON.stringify(rows.slice(start, start + ROWS_PER_CHUNK)) });
  }
  if (chunks.length > 0) await rowsCollection().insertMany(chunks, { ordered: false });
  return chunks.length;
}

/** Publishes the edition: false when its number was taken first (its rows are then someone else's to replace). */
export async function claimEdition(edition: RankingEditionRecord): Promise<boolean> {
  const claimed = await insertOnce(RankingEditionModel, edition);
  if (claimed) await latestCollection().updateOne({ _id: 'latest' }, { $max: { number: edition.number } }, { upsert: true });
  return claimed;
}

export async function findEditionRows(edition: Pick<RankingEditionRecord, 'rows_key' | 'chunks'>): Promise<EditionRow[]> {
  const chunks = await Promise.all(
    Array.from({ length: edition.chunks }, (_, index) => rowsCollection().findOne({ _id: chunkId(edition.rows_key, index) })),
  );
  return chunks.flatMap((chunk, index) => {
    if (!chunk) throw new Error(`ranking rows ${chunkId(edition.rows_key, index)} are missing`);
    return chunk.rows_json === undefined ? (chunk.rows ?? []) : rowsFromJson(chunk.rows_json);
  });
}

function rowsFromJson(json: string): EditionRow[] {
  const rows = JSON.parse(json) as Array<Omit<EditionRow, 'next_change_at'> & { next_change_at: string | null }>;
  return rows.map((row) => ({ ...row, next_change_at: row.next_change_at === null ? null : new Date(row.next_change_at) }));
}

/** Removes stored rows: those of a build that lost its claim, or of an edition too old to be read again. */
export async function deleteEditionRows(rowsKey: string, chunks: number): Promise<void> {
  for (let index = 0; index < chunks; index += 1) await rowsCollection().deleteOne({ _id: chunkId(rowsKey, index) });
}
