import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Logger } from 'pino';

export interface HttpServer {
  port: number;
  server: http.Server;
  /** Stops accepting connections, lets in-flight requests finish (10 s at most), then resolves. */
  close(): Promise<void>;
}

export async function startHttpServer(app: Pick<Koa, 'callback'>, port: number, host?: string): Promise<HttpServer> {
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    port: actualPort,
    server,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 10_000);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/**
 * Runs a service process: start(), then on SIGTERM/SIGINT a graceful stop() and exit 0
 * (exit 1 after 10 s if stopping hangs). A failed start exits 1.
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
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name} stopping`);
    const hardExit = setTimeout(() => {
      logger.error(`${name} did not stop within 10 s, exiting`);
      process.exit(1);
    }, 10_000);
    hardExit.unref();
    stop().then(
      () => {
        logger.info(`${name} stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, `${name} failed to stop cleanly`);
        process.exit(1);
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
      process.exit(1);
    },
  );
}
