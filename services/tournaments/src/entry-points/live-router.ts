import { PassThrough } from 'node:stream';
import type Router from '@koa/router';
import { createRouter, AppError, type AuthState } from '@padel/service-kit';
import type { Match } from '@padel/contracts';
import { openingMessages, requireLiveTournament, type LiveHub, type LiveMessage } from '../domain/live-hub';

export interface LiveLimits {
  /** Streams one instance keeps open at most; more are answered 503 with Retry-After (the browser retries). */
  maxConnections: number;
  /** A comment line this often keeps proxies and the gateway from taking a quiet stream for a dead one. */
  heartbeatMs: number;
  /** A stream is ended after this long (a tenth of it at random sooner, so streams opened together do not all end together); the browser resumes it. */
  maxLifetimeMs: number;
}

/** How long a browser waits before reconnecting after the stream broke. */
const RETRY_MS = 2_000;
/** A client this far behind (unread bytes) is cut off; it reconnects and resumes from its last event. */
const MAX_UNREAD_BYTES = 1_048_576;

const format = ({ id, event }: LiveMessage): string => `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * Writes one browser's stream: first the opening messages, then every change, each match only when it is newer than
 * what this stream already sent (a change that arrived while the opening was read may be older than the opening).
 */
class LiveStream {
  readonly body = new PassThrough();
  private readonly sent = new Map<string, { at: number; version: number }>();
  private queued: LiveMessage[] | undefined = [];

  /** Before `open`: keeps the change for after the opening messages. */
  receive = (message: LiveMessage): void => {
    if (this.queued) this.queued.push(message);
    else this.write(message);
  };

  open(messages: LiveMessage[]): void {
    this.body.write(`retry: ${RETRY_MS}\n\n`);
    const queued = this.queued ?? [];
    this.queued = undefined;
    for (const message of [...messages, ...queued]) this.write(message);
  }

  heartbeat(): void {
    this.body.write(': heartbeat\n\n');
  }

  end = (): void => {
    this.body.end();
  };

  private write(message: LiveMessage): void {
    const { event } = message;
    if (event.type === 'draw') {
      this.sent.clear();
      for (const match of event.draw?.rounds.flatMap((round) => round.matches) ?? []) this.remember(match);
    } else {
      const previous = this.sent.get(event.match.id);
      const at = Date.parse(event.match.updated_at);
      if (previous && (at < previous.at || (at === previous.at && event.match.version <= previous.version))) return;
      this.remember(event.match);
    }
    if (this.body.writableLength > MAX_UNREAD_BYTES) {
      this.body.destroy();
      return;
    }
    this.body.write(format(message));
  }

  private remember(match: Match): void {
    this.sent.set(match.id, { at: Date.parse(match.updated_at), version: match.version });
  }
}

/** GET /api/tournaments/:id/live: the tournament's draw and every change to it as server-sent events (public). */
export function liveRouter(hub: LiveHub, limits: LiveLimits): Router<AuthState> {
  const router = createRouter<AuthState>('/api/tournaments');

  router.get('/:id/live', async (ctx) => {
    const tournamentId = ctx.params.id as string;
    await requireLiveTournament(tournamentId);
    if (hub.size >= limits.maxConnections) {
      ctx.set('Retry-After', String(RETRY_MS / 1000));
      throw new AppError(503, 'TOO_MANY_LIVE_CONNECTIONS');
    }
    // A browser's EventSource sends Last-Event-ID when it reconnects; a page opened anew may name it in the query.
    const queryId = ctx.query.lastEventId;
    const lastEventId = ctx.get('Last-Event-ID') || (typeof queryId === 'string' ? queryId : '') || undefined;

    const stream = new LiveStream();
    // Listening first: a change made while the opening is read is queued, not lost.
    const stopListening = hub.listen(tournamentId, stream.receive, stream.end);
    let opening: LiveMessage[];
    try {
      opening = await openingMessages(tournamentId, lastEventId);
    } catch (error) {
      stopListening();
      throw error;
    }
    const heartbeat = setInterval(() => stream.heartbeat(), limits.heartbeatMs);
    heartbeat.unref();
    const lifetime = setTimeout(stream.end, limits.maxLifetimeMs - Math.random() * limits.maxLifetimeMs * 0.1);
    lifetime.unref();
    ctx.res.once('close', () => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      stopListening();
      stream.end();
    });

    const socket = ctx.req.socket;
    socket.setTimeout(0);
    socket.setNoDelay(true);
    socket.setKeepAlive(true);
    ctx.set({
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    ctx.type = 'text/event-stream; charset=utf-8';
    ctx.status = 200;
    stream.open(opening);
    ctx.body = stream.body;
  });

  return router;
}
