import type { ChannelModel, GetMessage } from 'amqplib';
import { confirmedPublish, DEFAULT_PUBLISH_DEADLINE_MS } from './confirmed-publish';
import { FAILURE_HEADERS, failuresOf, withoutFailures } from './failures';

/** One message waiting in a dead-letter queue, as operators see it. */
export interface DeadLetter {
  deadLetterQueue: string;
  /** The work queue it came from (a replay sends it back there). */
  queue: string;
  eventId?: string;
  type?: string;
  /** `invalid-event`, `retries-exhausted`, or what the broker said (`rejected`, …) for older messages. */
  reason: string;
  error?: string;
  attempts: number;
  firstFailureAt?: string;
  lastFailureAt?: string;
  content: string;
  headers: Record<string, unknown>;
}

interface XDeath {
  queue?: string;
  reason?: string;
  count?: number;
}

function describe(deadLetterQueue: string, message: GetMessage): DeadLetter {
  const headers = (message.properties.headers ?? {}) as Record<string, unknown>;
  const failures = failuresOf(headers);
  const death = (headers['x-death'] as XDeath[] | undefined)?.[0];
  const queue = (headers[FAILURE_HEADERS.queue] as string | undefined) ?? death?.queue ?? deadLetterQueue.replace(/\.dlq$/, '');
  const content = message.content.toString('utf8');
  let parsed: { id?: unknown; type?: unknown } = {};
  try {
    parsed = JSON.parse(content) as typeof parsed;
  } catch {
    // Not JSON: shown as it is.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    deadLetterQueue,
    queue,
    eventId: text(message.properties.messageId) ?? text(parsed.id),
    type: text(message.properties.type) ?? text(parsed.type),
    reason: (headers[FAILURE_HEADERS.reason] as string | undefined) ?? death?.reason ?? 'unknown',
    error: failures.error,
    attempts: failures.attempts || Number(death?.count ?? 0),
    firstFailureAt: failures.firstFailureAt,
    lastFailureAt: failures.lastFailureAt,
    content,
    headers,
  };
}

/** Of `candidates`, the queues that exist, with how many messages each holds (a missing queue is skipped). */
export async function existingQueues(connection: ChannelModel, candidates: string[]): Promise<Array<{ queue: string; messages: number }>> {
  const found: Array<{ queue: string; messages: number }> = [];
  for (const queue of candidates) {
    // A check of a missing queue closes the channel: one channel per check.
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    try {
      const { messageCount } = await channel.checkQueue(queue);
      found.push({ queue, messages: messageCount });
      await channel.close();
    } catch {
      // Not declared.
    }
  }
  return found;
}

/**
 * Reads every message of a dead-letter queue without removing any: they are taken unacknowledged and go back when
 * the channel closes.
 */
export async function readDeadLetters(connection: ChannelModel, deadLetterQueue: string): Promise<DeadLetter[]> {
  const channel = await connection.createChannel();
  try {
    const letters: DeadLetter[] = [];
    for (let message = await channel.get(deadLetterQueue); message; message = await channel.get(deadLetterQueue)) {
      letters.push(describe(deadLetterQueue, message));
    }
    return letters;
  } finally {
    await channel.close().catch(() => undefined);
  }
}

/**
 * Sends the dead letters that `select` picks back to their work queue, with their failure record cleared (so they
 * get the whole retry budget again) and acknowledges each in the dead-letter queue after the broker's confirm.
 * The others stay where they are. A consumer that already handled an event acknowledges the repeat without handling.
 */
export async function replayDeadLetters(
  connection: ChannelModel,
  deadLetterQueue: string,
  select: (letter: DeadLetter) => boolean,
  deadlineMs = DEFAULT_PUBLISH_DEADLINE_MS,
): Promise<DeadLetter[]> {
  const channel = await connection.createConfirmChannel();
  let returned = false;
  channel.on('return', () => {
    returned = true;
  });
  const replayed: DeadLetter[] = [];
  try {
    // Only the messages there now: one replayed that fails again at once comes back behind them.
    const { messageCount } = await channel.checkQueue(deadLetterQueue);
    for (let seen = 0; seen < messageCount; seen += 1) {
      const message = await channel.get(deadLetterQueue);
      if (!message) break;
      const letter = describe(deadLetterQueue, message);
      if (!select(letter)) continue;
      returned = false;
      const { properties } = message;
      await confirmedPublish({
        channel,
        exchange: '',
        routingKey: letter.queue,
        content: message.content,
        options: {
          contentType: properties.contentType as string | undefined,
          messageId: properties.messageId as string | undefined,
          type: properties.type as string | undefined,
          appId: properties.appId as string | undefined,
          timestamp: properties.timestamp as number | undefined,
          correlationId: properties.correlationId as string | undefined,
          headers: withoutFailures(letter.headers),
          persistent: true,
          mandatory: true,
        },
        deadlineMs,
        afterConfirm: () => (returned ? new Error(`queue ${letter.queue} does not exist`) : undefined),
      });
      channel.ack(message);
      replayed.push(letter);
    }
    return replayed;
  } finally {
    // Messages not picked go back to the dead-letter queue.
    await channel.close().catch(() => undefined);
  }
}
