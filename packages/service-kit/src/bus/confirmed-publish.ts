import type { ConfirmChannel, Options } from 'amqplib';

/** How long a publish waits for the broker's confirm (and for the write buffer to drain) by default. */
export const DEFAULT_PUBLISH_DEADLINE_MS = 5000;

export class PublishTimeoutError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`The broker did not confirm the publish within ${deadlineMs} ms`);
    this.name = 'PublishTimeoutError';
  }
}

export interface ConfirmedPublish {
  channel: ConfirmChannel;
  /** '' publishes straight to the queue named by `routingKey`. */
  exchange: string;
  routingKey: string;
  content: Buffer;
  options: Options.Publish;
  deadlineMs: number;
  /** Runs when the confirm arrives: a returned message turns the confirm into this error. */
  afterConfirm?: () => Error | undefined;
}

/**
 * Publishes on a confirm channel and resolves after the broker's confirm and, when the write buffer was full, its
 * 'drain'. Rejects with `PublishTimeoutError` when neither comes within the deadline (a broker that stopped
 * answering, a blocked connection), so no caller waits forever; a late confirm is then ignored.
 */
export function confirmedPublish({
  channel,
  exchange,
  routingKey,
  content,
  options,
  deadlineMs,
  afterConfirm,
}: ConfirmedPublish): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let confirmed = false;
    let drained = true;
    const timer = setTimeout(() => reject(new PublishTimeoutError(deadlineMs)), deadlineMs);
    const settle = (error?: Error) => {
      if (error) {
        clearTimeout(timer);
        reject(error);
      } else if (confirmed && drained) {
        clearTimeout(timer);
        resolve();
      }
    };
    try {
      drained = channel.publish(exchange, routingKey, content, options, (error: unknown) => {
        if (error) return settle(error instanceof Error ? error : new Error(String(error)));
        confirmed = true;
        settle(afterConfirm?.());
      });
    } catch (error) {
      // The channel closed under us.
      settle(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (!drained)
      channel.once('drain', () => {
        drained = true;
        settle();
      });
  });
}
