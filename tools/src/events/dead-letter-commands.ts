import { EVENT_TYPES } from '@padel/contracts';
import { deadLetterQueueOf, existingQueues, readDeadLetters, replayDeadLetters, type DeadLetter } from '@padel/service-kit';
import type { ChannelModel } from 'amqplib';
import { PORTS } from '../engines/profiles';
import { SERVICES } from '../stack/stack';

/** The local profile's broker, as the engines launcher starts it. */
export const defaultAmqpUrl = (): string => process.env.AMQP_URL ?? `amqp://guest:guest@127.0.0.1:${PORTS.site.amqp}`;

/**
 * The dead-letter queues to look at: the one of `queue` (a work queue or its `.dlq`), or those of every service's
 * subscriptions (`<service>.<event type>.dlq`, the services' default queue prefixes) that exist on the broker.
 */
export async function deadLetterQueues(connection: ChannelModel, queue?: string): Promise<string[]> {
  if (queue) return [queue.endsWith('.dlq') ? queue : deadLetterQueueOf(queue)];
  const candidates = SERVICES.flatMap((service) => EVENT_TYPES.map((type) => deadLetterQueueOf(`${service}.${type}`)));
  return (await existingQueues(connection, candidates)).map(({ queue: found }) => found);
}

export async function listDeadLetters(connection: ChannelModel, queue?: string): Promise<DeadLetter[]> {
  const letters: DeadLetter[] = [];
  for (const deadLetterQueue of await deadLetterQueues(connection, queue))
    letters.push(...(await readDeadLetters(connection, deadLetterQueue)));
  return letters;
}

/** The dead letters of one event id (one per queue it failed in). */
export async function inspectDeadLetter(connection: ChannelModel, eventId: string, queue?: string): Promise<DeadLetter[]> {
  return (await listDeadLetters(connection, queue)).filter((letter) => letter.eventId === eventId);
}

/** Replays the dead letters of `eventId` (or all with `all`) to their work queues; returns those replayed. */
export async function replayDeadLettered(
  connection: ChannelModel,
  target: { eventId?: string; all?: boolean; queue?: string },
): Promise<DeadLetter[]> {
  if (!target.all && !target.eventId) throw new Error('replay needs an event id or --all');
  const replayed: DeadLetter[] = [];
  for (const deadLetterQueue of await deadLetterQueues(connection, target.queue)) {
    replayed.push(
      ...(await replayDeadLetters(connection, deadLetterQueue, (letter) => target.all === true || letter.eventId === target.eventId)),
    );
  }
  return replayed;
}

/** One line per dead letter: type, event id, queue, reason, attempts, last failure and error. */
export function formatDeadLetters(letters: DeadLetter[]): string {
  if (letters.length === 0) return 'No dead-lettered events.';
  const rows = letters.map((letter) => [
    letter.type ?? '?',
    letter.eventId ?? '?',
    letter.queue,
    letter.reason,
    String(letter.attempts),
    letter.lastFailureAt ?? '',
    letter.error ?? '',
  ]);
  const header = ['TYPE', 'EVENT ID', 'QUEUE', 'REASON', 'ATTEMPTS', 'LAST FAILURE', 'ERROR'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** The whole dead letter, its payload parsed when it is JSON. */
export function formatDeadLetter(letter: DeadLetter): string {
  let payload: unknown = letter.content;
  try {
    payload = JSON.parse(letter.content);
  } catch {
    // Shown as text.
  }
  const { content: _content, ...described } = letter;
  return JSON.stringify({ ...described, payload }, null, 2);
}
