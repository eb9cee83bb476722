/**
 * How a failing event travels: a handler that throws sends a copy of the message to `<queue>.retry-after.<ms>` (a
 * queue without consumers whose messages expire after `<ms>` and are dead-lettered back to `<queue>` through the
 * dead-letter exchange, under `<queue>.requeue`), one retry queue per delay; after the last delay, or at once for an
 * invalid event, the message goes to `<queue>.dlq`. The headers below carry the count and the reason along
 * (decisions 122 and 132: only `padel.events.dlx`, never the default exchange, so each service's broker user reaches
 * its own queues only).
 */

/** 1 s, 5 s, 15 s, 30 s, 60 s: 6 attempts over about 2 minutes, enough for a database restart. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 5000, 15_000, 30_000, 60_000];

export const FAILURE_HEADERS = {
  /** Failed attempts so far (an attempt that met an unreachable store or a broker restart does not count). */
  attempts: 'x-padel-attempts',
  firstFailureAt: 'x-padel-first-failure-at',
  lastFailureAt: 'x-padel-last-failure-at',
  /** The last error's message. */
  error: 'x-padel-error',
  /** The work queue the message belongs to (a replay sends it back there). */
  queue: 'x-padel-queue',
  /** Why it was dead-lettered: `invalid-event` or `retries-exhausted`. */
  reason: 'x-padel-reason',
  /** When an operator replayed it from the dead-letter queue. */
  replayedAt: 'x-padel-replayed-at',
} as const;

export type DeadLetterReason = 'invalid-event' | 'retries-exhausted';

export const deadLetterQueueOf = (queue: string): string => `${queue}.dlq`;
export const retryQueueOf = (queue: string, delayMs: number): string => `${queue}.retry-after.${delayMs}`;
/** The routing key on the dead-letter exchange that brings a retried message back to its work queue. */
export const requeueKeyOf = (queue: string): string => `${queue}.requeue`;

export interface FailureRecord {
  attempts: number;
  firstFailureAt?: string;
  lastFailureAt?: string;
  error?: string;
}

type Headers = Record<string, unknown> | undefined;

/** The failures recorded on a message so far. */
export function failuresOf(headers: Headers): FailureRecord {
  const attempts = Number(headers?.[FAILURE_HEADERS.attempts] ?? 0);
  const text = (name: string) => (typeof headers?.[name] === 'string' ? (headers[name] as string) : undefined);
  return {
    attempts: Number.isInteger(attempts) && attempts > 0 ? attempts : 0,
    firstFailureAt: text(FAILURE_HEADERS.firstFailureAt),
    lastFailureAt: text(FAILURE_HEADERS.lastFailureAt),
    error: text(FAILURE_HEADERS.error),
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The headers of a message after one more failure. */
export function withFailure(headers: Headers, queue: string, error: unknown, now = new Date()): Record<string, unknown> {
  const previous = failuresOf(headers);
  return {
    ...headers,
    [FAILURE_HEADERS.attempts]: previous.attempts + 1,
    [FAILURE_HEADERS.firstFailureAt]: previous.firstFailureAt ?? now.toISOString(),
    [FAILURE_HEADERS.lastFailureAt]: now.toISOString(),
    [FAILURE_HEADERS.error]: messageOf(error),
    [FAILURE_HEADERS.queue]: queue,
  };
}

/** The headers of a replayed message: its failure record cleared, so it gets the whole retry budget again. */
export function withoutFailures(headers: Headers, now = new Date()): Record<string, unknown> {
  const kept = Object.entries(headers ?? {}).filter(
    ([name]) => name !== 'x-death' && !Object.values<string>(FAILURE_HEADERS).includes(name),
  );
  return { ...Object.fromEntries(kept), [FAILURE_HEADERS.replayedAt]: now.toISOString() };
}
