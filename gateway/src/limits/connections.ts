import type http from 'node:http';
import type { Socket } from 'node:net';
import { apiMessage } from '@padel/contracts';
import { clientAddressKey } from './client-address';

/** Seconds a client refused for too many requests at once is told to wait. */
const RETRY_AFTER_SECONDS = 1;

/** Counts what each client holds open, up to `max` each. */
function openCounts(max: number) {
  const open = new Map<string, number>();
  return {
    /** Takes a place for `client` and returns its release, or undefined when it holds `max` already. */
    take(client: string): (() => void) | undefined {
      const count = open.get(client) ?? 0;
      if (count >= max) return undefined;
      open.set(client, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(client) ?? 1) - 1;
        if (left === 0) open.delete(client);
        else open.set(client, left);
      };
    },
  };
}

/**
 * Connections per client address (issue 31, point 8; decision 191), two ways with the same `max`:
 *
 * - `onConnection`: TCP connections per peer address, for a gateway the clients reach directly (no trusted proxy):
 *   one more is closed at once, before a byte is read, so idle or half-open connections cannot pile up either.
 * - `answerFirst`: requests in progress per client address (Koa's `ctx.ip`: X-Forwarded-For as far as proxies are
 *   trusted; an IPv6 /64 as one), which behind a proxy is the only place the client is known: one more is answered
 *   429 TOO_MANY_CONNECTIONS with Retry-After before any routing. Wraps the server's own `answerFirst`.
 */
export function connectionsPerClient(options: {
  max: number;
  /** The client address of a request (Koa's `request.ip` for it). */
  clientOf: (req: http.IncomingMessage) => string;
  /** Sets the gateway's usual headers (security headers, request id) on a refusal. */
  decorate: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  answerFirst: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}) {
  const sockets = openCounts(options.max);
  const requests = openCounts(options.max);
  return {
    onConnection(socket: Socket): void {
      const release = sockets.take(clientAddressKey(socket.remoteAddress ?? ''));
      if (!release) {
        socket.destroy();
        return;
      }
      socket.once('close', release);
    },
    answerFirst(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      const release = requests.take(clientAddressKey(options.clientOf(req)));
      if (release) {
        res.once('close', release);
        return options.answerFirst(req, res);
      }
      const body = JSON.stringify({
        error: apiMessage('TOO_MANY_CONNECTIONS', { max: options.max }),
        code: 'TOO_MANY_CONNECTIONS',
        params: { max: options.max },
      });
      options.decorate(req, res);
      res.writeHead(429, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
