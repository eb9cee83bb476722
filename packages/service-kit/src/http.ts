import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { flushLogs } from './logger';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, shutdownTimeoutSchema } from './shutdown';

/** The idle time clients are told (Keep-Alive: timeout=5) and the much longer time the server really keeps a connection. */
const ADVERTISED_KEEP_ALIVE_SECONDS = 5;
const IDLE_CONNECTION_KEPT_MS = 65_000;
/**
 * A request (its headers and body) must arrive within this time, or the connection gets 408 and is closed (issue 31:
 * a slow body held a connection for Node's default of 300 s). Idle keep-alive connections are not affected.
 */
export const REQUEST_RECEIVE_MS = 10_000;
/** How often Node looks for requests past that time. */
const REQUEST_TIMEOUT_CHECK_MS = 1_000;
/** `close` listeners a response may hold before Node warns of a leak (its default is 10; see where it is set). */
const RESPONSE_CLOSE_LISTENERS_EXPECTED = 16;

export interface HttpServer {
  port: number;
  server: http.Server;
  /**
   * Stops accepting: the port is closed (new connections are refused), idle keep-alive connections are closed, and
   * every answer still to come says `Connection: close`, so a kept-alive client cannot send another request on it.
   */
  stopAccepting(): void;
  /** Resolves once every connection is gone: the in-flight requests are answered. */
  drained(): Promise<void>;
  /** Drops the connections still open (requests cut short); returns how many. */
  cutConnections(): number;
  /** stopAccepting(), then waits for the in-flight requests up to `budgetMs` (default 10 s) and cuts the rest. */
  close(budgetMs?: number): Promise<void>;
}

export interface HttpServerOptions {
  /** Runs before Koa for each request; returning true means it answered (the micro-cache: MicroCache.answer). */
  answerFirst?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** The time a request has to arrive whole (default REQUEST_RECEIVE_MS; shorter in tests). */
  requestReceiveMs?: number;
}

export async function startHttpServer(
  app: Pick<Koa, 'callback'>,
  port: number,
  host?: string,
  options: HttpServerOptions = {},
): Promise<HttpServer> {
  const { answerFirst, requestReceiveMs = REQUEST_RECEIVE_MS } = options;
  const handle = app.callback();
  const connections = new Set<Socket>();
  const answering = new Set<http.ServerResponse>();
  let accepting = true;
  const timeouts = { requestTimeout: requestReceiveMs, connectionsCheckingInterval: Math.min(REQUEST_TIMEOUT_CHECK_MS, requestReceiveMs) };
  const server = http.createServer(timeouts, (req, res) => {
    if (!accepting) res.setHeader('Connection', 'close');
    // Clients drop an idle connection a little before the time this advertises; the server keeps it far longer, so a
    // client never reuses a connection at the moment the server closes it ("other side closed" on a loaded machine).
    else res.setHeader('Keep-Alive', `timeout=${ADVERTISED_KEEP_ALIVE_SECONDS}`);
    // Node's stream.pipeline, which Koa answers a stream body with, adds seven `close` listeners to the response by
    // itself; with ours (this one, the request log, metrics, a route's own) a streamed answer has 11 or 12, a fixed number
    // per response that the default limit of 10 reports as a leak. Listeners added per event would still pass this one.
    res.setMaxListeners(RESPONSE_CLOSE_LISTENERS_EXPECTED);
    answering.add(res);
    res.once('close', () => answering.delete(res));
    if (answerFirst?.(req, res)) return;
    void handle(req, res);
  });
  server.keepAliveTimeout = IDLE_CONNECTION_KEPT_MS;
  // Not longer than the whole request's time: Node does not enforce requestTimeout when headersTimeout exceeds it.
  server.headersTimeout = requestReceiveMs;
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  let closed: Promise<void> | undefined;

  const stopAccepting = (): void => {
    if (closed) return;
    accepting = false;
    closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of answering) {
      if (res.headersSent) res.once('finish', () => server.closeIdleConnections());
      else res.setHeader('Connection', 'close');
    }
    server.closeIdleConnections();
  };
  const drained = (): Promise<void> => {
    stopAccepting();
    return closed!;
  };
  const cutConnections = (): number => {
    const count = connections.size;
    server.closeAllConnections();
    for (const socket of connections) socket.destroy();
    return count;
  };

  return {
    port: actualPort,
    server,
    stopAccepting,
    drained,
    cutConnections,
    async close(budgetMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const cut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          cutConnections();
          resolve();
        }, budgetMs);
      });
      await Promise.race([drained(), cut]);
      clearTimeout(timer);
      await drained();
    },
  };
}

/** Exits with `code` once the lines logged so far are written, in order. */
function exitOnceLogged(code: number): void {
  void flushLogs().then(() => process.exit(code));
}

/**
 * Runs a process (a service, the gateway): start(), then on SIGTERM/SIGINT a graceful stop() and exit 0. stop() keeps
 * within SHUTDOWN_TIMEOUT_MS (default 20 s, below compose's stop_grace_period); should it hang anyway, the process
 * exits 1 when that time is up. A failed start exits 1.
 */
export function runService({
  name,
  start,
  stop,
  logger,
}: {
  name: string;
  start: () => Promise<{ port: number; url?: string }>;
  stop: () => Promise<void>;
  logger: Logger;
}): void {
  const timeout = shutdownTimeoutSchema.safeParse(process.env.SHUTDOWN_TIMEOUT_MS || undefined);
  const totalMs = timeout.success ? timeout.data : DEFAULT_SHUTDOWN_TIMEOUT_MS;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, budgetMs: totalMs }, `${name} stopping`);
    const hardExit = setTimeout(() => {
      logger.error(`${name} did not stop within ${totalMs} ms, exiting`);
      exitOnceLogged(1);
    }, totalMs);
    hardExit.unref();
    const startedAt = Date.now();
    stop().then(
      () => {
        logger.info({ ms: Date.now() - startedAt }, `${name} stopped`);
        exitOnceLogged(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, `${name} failed to stop cleanly`);
        exitOnceLogged(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

  start().then(
    ({ port }) => logger.info({ port }, `${name} listening on port ${port}`),
    (error: unknown) => {
      logger.fatal({ err: error }, `${name} failed to start`);
      exitOnceLogged(1);
    },
  );
}
