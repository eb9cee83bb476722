// What every service's generated league (`npm run seed:scale`) shares: a seeded random source, so the same seed makes
// the same documents, and unordered batched inserts through the driver with progress lines.
import type { TournamentTier } from '@padel/contracts';
import mongoose from 'mongoose';

/** A seeded random source (mulberry32: small, fast and good enough for generated data) and its helpers. */
export interface Draw {
  (): number;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  normal(): number;
  shuffle<T>(items: T[]): T[];
}

export function drawFrom(seed: number): Draw {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const draw = (() => next()) as Draw;
  draw.pick = (items) => items[Math.floor(next() * items.length)] as (typeof items)[number];
  draw.weighted = (items) => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((left -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  draw.normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  draw.shuffle = (items) => {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [items[index], items[other]] = [items[other] as (typeof items)[number], items[index] as (typeof items)[number]];
    }
    return items;
  };
  return draw;
}

/** How often each tier comes up among a generated league's tournaments, and its name in their titles. */
export const SCALE_TIERS: ReadonlyArray<readonly [TournamentTier, number]> = [
  ['major', 4],
  ['gold', 18],
  ['silver', 33],
  ['bronze', 45],
];
export const SCALE_TIER_NAMES: Record<TournamentTier, string> = { major: 'Major', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/** A number with thousands separators, for progress lines. */
export const countLabel = (value: number): string => value.toLocaleString('en');

const BATCH = 1000;
/** Batches in flight at once: the store works while the next batch is on its way. */
const BATCHES_IN_FLIGHT = 2;

/** Inserts `documents` through the driver in unordered batches (no casting or validation), printing progress about every tenth. */
export async function insertInBatches<T extends { _id: unknown }>(
  collection: mongoose.mongo.Collection<T>,
  documents: readonly T[],
  label: string,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const step = Math.max(BATCH, Math.ceil(documents.length / 10 / BATCH) * BATCH);
  let next = 0;
  let done = 0;
  let reported = 0;
  if (documents.length === 0) log(`${label}: 0`);
  const worker = async () => {
    while (next < documents.length) {
      const batch = documents.slice(next, next + BATCH) as mongoose.mongo.OptionalUnlessRequiredId<T>[];
      next += BATCH;
      await collection.insertMany(batch, { ordered: false });
      done += batch.length;
      if (done - reported >= step || done === documents.length) {
        reported = done;
        const seconds = Math.max((Date.now() - started) / 1000, 0.001);
        log(
          `${label}: ${countLabel(done)}/${countLabel(documents.length)} in ${seconds.toFixed(1)} s (${countLabel(Math.round(done / seconds))}/s)`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: BATCHES_IN_FLIGHT }, worker));
}

/** Thrown when a generated league would be written over another without `--replace`. */
export class ScaleSeedRefused extends Error {}

/**
 * Connects the default mongoose connection to `dbName` for a generated league's writes and runs `write`. With
 * `replace` every collection is dropped first, one by one (FerretDB 1.24's SQLite dropDatabase leaves the file's WAL
 * behind, and a database made again under the same name next to it crashed the engine once: decision 092); without it,
 * a database where `alreadySeeded` finds generated data is refused.
 */
export async function withScaleDatabase<T>(
  options: { mongoUrl: string; dbName: string; replace: boolean; log: (line: string) => void },
  alreadySeeded: () => Promise<boolean>,
  write: () => Promise<T>,
): Promise<T> {
  // No collection made at connect for every model loaded (a league's writer loads all four services' models).
  await mongoose.connect(options.mongoUrl, { dbName: options.dbName, autoIndex: false, autoCreate: false, serverSelectionTimeoutMS: 5000 });
  try {
    if (options.replace) {
      const { db } = mongoose.connection;
      for (const { name } of await db!.listCollections({}, { nameOnly: true }).toArray()) await db!.dropCollection(name);
      options.log(`database ${options.dbName} emptied`);
    } else if (await alreadySeeded()) {
      throw new ScaleSeedRefused(
        `${options.dbName} on ${options.mongoUrl} already holds generated data: add --replace to empty the database and generate it again`,
      );
    }
    return await write();
  } finally {
    await mongoose.disconnect();
  }
}

/**
 * The ObjectId of generated document `index` of kind `kind` (1 to 15): the same on every run, recognisable ("5ca1e"),
 * never one a service makes (those start with their creation time).
 */
export function scaleObjectId(kind: number, index: number): mongoose.Types.ObjectId {
  return new mongoose.Types.ObjectId(`5ca1e${kind.toString(16)}${index.toString(16).padStart(18, '0')}`);
}

/** `count` split over `weights` in proportion (largest remainders), the same for the same input. */
export function shareOut(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (count * weight) / total);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let left = count - shares.reduce((sum, share) => sum + share, 0), at = 0; left > 0; left -= 1, at += 1)
    shares[order[at % order.length]!.index]! += 1;
  return shares;
}
