import type { Context } from 'koa';
import { AppError } from '@padel/service-kit';
import { clientKeyOf } from './rate-limits';

/** A tournament's live stream (server-sent events): long-lived, so counted while open rather than per request. */
const LIVE_STREAM_PATH = /^\/api\/tournaments\/[^/]+\/live$/;

export const isLiveStreamRequest = (method: string, path: string): boolean => method === 'GET' && LIVE_STREAM_PATH.test(path);

/** Seconds a client refused a stream is told to wait (a browser's EventSource retries by itself). */
const RETRY_AFTER_SECONDS = 30;

/**
 * Live streams per client (issue 31, point 8): one address may hold `max` open at once through this gateway; one more
 * is 429 until one of them closes. A page follows one tournament, so a few tabs stay well below the cap, while one
 * client opening thousands cannot take the service's streams (LIVE_MAX_CONNECTIONS) from everyone else.
 */
export function liveStreamsPerClient(max: number) {
  const open = new Map<string, number>();
  const release = (client: string) => {
    const count = (open.get(client) ?? 1) - 1;
    if (count === 0) open.delete(client);
    else open.set(client, count);
  };
  return {
    /** Forwards the stream when the client holds fewer than `max`; the count drops when the answer closes. */
    async forward(ctx: Context, forward: () => Promise<void>): Promise<void> {
      const client = clientKeyOf(ctx);
      if ((open.get(client) ?? 0) >= max) {
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        throw new AppError(429, 'TOO_MANY_LIVE_STREAMS', { params: { max } });
      }
      open.set(client, (open.get(client) ?? 0) + 1);
      let released = false;
      const releaseOnce = () => {
        if (released) return;
        released = true;
        release(client);
      };
      ctx.res.once('close', releaseOnce);
      try {
        await forward();
      } catch (error) {
        releaseOnce();
        throw error;
      }
    },
    /** Streams open now, all clients together (tests, metrics). */
    get size(): number {
      let total = 0;
      for (const count of open.values()) total += count;
      return total;
    },
  };
}
