import type { Match, MatchSide } from '@padel/contracts';
import { ApiError } from '@padel/platform';

/**
 * A point scored courtside and not yet counted by the server (decision 196): kept on the device until the server has
 * it, with the idempotency key it is sent with (every retry carries the same key, so a point whose answer was lost is
 * counted once) and the version of the match it was scored on (the server refuses it, 409, if the match changed).
 */
export interface PendingPoint {
  /** The Idempotency-Key: random, made when the point is tapped. */
  key: string;
  /** `<tournament id>/<match id>`. */
  match: string;
  /** Order of the taps on this device. */
  seq: number;
  team: MatchSide;
  version: number;
}

/** Where pending points live: IndexedDB in a browser, memory where it is missing (tests, private modes refusing it). */
export interface PendingPointStore {
  list(match: string): Promise<PendingPoint[]>;
  add(point: PendingPoint): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

export const matchKeyOf = (tournamentId: string, matchId: string): string => `${tournamentId}/${matchId}`;

const DATABASE = 'padel-courtside';
const STORE = 'pending-points';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
    store.createIndex('match_seq', ['match', 'seq']);
  };
  return done(request);
}

/** The points of one match in tap order, from the `match_seq` index. */
function indexedDbStore(factory: IDBFactory): PendingPointStore {
  let database: Promise<IDBDatabase> | null = null;
  const open = () => (database ??= openDatabase(factory));
  return {
    async list(match) {
      const store = (await open()).transaction(STORE, 'readonly').objectStore(STORE);
      const range = IDBKeyRange.bound([match, -Infinity], [match, Infinity]);
      return done(store.index('match_seq').getAll(range) as IDBRequest<PendingPoint[]>);
    },
    async add(point) {
      const transaction = (await open()).transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(point);
      await committed(transaction);
    },
    async remove(keys) {
      const transaction = (await open()).transaction(STORE, 'readwrite');
      for (const key of keys) transaction.objectStore(STORE).delete(key);
      await committed(transaction);
    },
  };
}

export function memoryPointStore(): PendingPointStore {
  const points = new Map<string, PendingPoint>();
  return {
    list: async (match) => [...points.values()].filter((point) => point.match === match).sort((a, b) => a.seq - b.seq),
    add: async (point) => void points.set(point.key, point),
    remove: async (keys) => keys.forEach((key) => points.delete(key)),
  };
}

let shared: PendingPointStore | null = null;

/** The device's store (one per page). */
export function pendingPointStore(): PendingPointStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryPointStore() : indexedDbStore(indexedDB);
  return shared;
}

/** Sent later rather than refused: no network (fetch's TypeError), no session right now (401), a server not reachable. */
export function isNotSentYet(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export type SendOutcome = { kind: 'sent' } | { kind: 'waiting' } | { kind: 'refused'; error: unknown; dropped: number };

/**
 * Sends a match's pending points one at a time, in tap order, each with its own key and version; a point leaves the
 * store once the server has answered it. Stops at the first point that cannot be sent now (it stays, the next call
 * sends it again with the same key). A refusal (409: the match changed on another device) drops that point and the
 * ones after it: they were scored on a match that no longer is, so none of them may count.
 */
export async function sendPendingPoints(
  store: PendingPointStore,
  match: string,
  send: (point: PendingPoint) => Promise<Match>,
  onAnswer: (answer: Match) => void,
): Promise<SendOutcome> {
  const points = await store.list(match);
  for (const [index, point] of points.entries()) {
    try {
      const answer = await send(point);
      await store.remove([point.key]);
      onAnswer(answer);
    } catch (error) {
      if (isNotSentYet(error)) return { kind: 'waiting' };
      const dropped = points.slice(index);
      await store.remove(dropped.map((each) => each.key));
      return { kind: 'refused', error, dropped: dropped.length };
    }
  }
  return { kind: 'sent' };
}
