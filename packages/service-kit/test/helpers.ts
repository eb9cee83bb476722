import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { EventBus } from '../src';

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the jest global setup provides the test engines`);
  return value;
}

/** A database name of its own for one test file. */
export function uniqueDbName(prefix: string): string {
  return `${prefix}_test_${randomBytes(4).toString('hex')}`;
}

export async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The data of an `invitation-accepted` event between two demo players, with fresh ids. */
export const invitationData = () => ({
  invitationId: `inv-${randomUUID()}`,
  teamId: `team-${randomUUID()}`,
  inviterId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
  inviteeId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
  inviterName: 'Noura Al Mansouri',
  inviteeName: 'Omar Haddad',
  acceptedAt: new Date().toISOString(),
});

/** A port on which nothing listens: one that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Forwards TCP connections on `port` to the real broker (the broker "comes back"). */
export async function tcpProxy(port: number, host: string, targetPort: number): Promise<net.Server> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, host);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const socket of sockets) socket.destroy();
    return close(callback);
  }) as typeof server.close;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** The real broker behind a TCP proxy that a test can cut (the broker goes away) and restore (it comes back). */
export async function interruptibleBroker(): Promise<{
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Cuts the broker until `bus` notices, then restores it and waits for `bus` to reconnect. */
  interrupt(bus: EventBus): Promise<void>;
}> {
  const broker = new URL(requiredEnv('AMQP_URL'));
  const port = await freePort();
  let proxy: net.Server | undefined = await tcpProxy(port, broker.hostname, Number(broker.port));
  const cut = async () => {
    const open = proxy;
    proxy = undefined;
    if (open) await new Promise((resolve) => open.close(resolve));
  };
  const restore = async () => {
    await cut();
    proxy = await tcpProxy(port, broker.hostname, Number(broker.port));
  };
  return {
    url: `amqp://${broker.username}:${broker.password}@127.0.0.1:${port}`,
    cut,
    restore,
    async interrupt(bus) {
      await bus.waitUntilConnected();
      await cut();
      await eventually(async () => !bus.isConnected());
      await restore();
      await bus.waitUntilConnected(15_000);
    },
  };
}

/** A debug logger that keeps its lines, to observe steps such as a duplicate being acknowledged. */
export function recordingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  return { logger, lines };
}
