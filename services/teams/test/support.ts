import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { deleteQueues, eventually, getJson, testId, uniqueDbNameFor } from '@padel/tools/testing/service-tests';

export { deleteQueues, eventually, getJson, testId };

export const uniqueDbName = (): string => uniqueDbNameFor('teams');

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
  body: any;
}

/** JSON call with an optional bearer token. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Queue names a teams service started with `prefix` declares. */
export const queuesOf = (prefix: string): string[] => [`${prefix}.entry-confirmed`, `${prefix}.entry-confirmed.dlq`];

/**
 * A TCP proxy in front of the shared broker that a test can cut and restore, so the service under test
 * sees RabbitMQ go away without the shared broker stopping.
 */
export async function brokerProxy(
  amqpUrl: string,
): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const target = new URL(amqpUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5672), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => (server as Server).listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  const url = new URL(amqpUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut, restore: listen, close: cut };
}
