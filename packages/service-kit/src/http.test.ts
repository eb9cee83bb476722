import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { REQUEST_RECEIVE_MS, startHttpServer, type HttpServer } from './http';

const app = new Koa().use((ctx) => {
  ctx.body = 'ok';
});

describe('startHttpServer keep-alive', () => {
  let server: HttpServer;
  afterEach(() => server?.close());

  it('when a client keeps a connection idle longer than the advertised 5 s, then the server still answers on it (no reuse race)', async () => {
    // Arrange
    server = await startHttpServer(app, 0);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ keepAlive: string | string[] | undefined; socketReused: boolean }>((resolve, reject) => {
        const request = http.get({ port: server.port, host: '127.0.0.1', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ keepAlive: response.headers['keep-alive'], socketReused: request.reusedSocket }));
        });
        request.on('error', reject);
      });

    // Act
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get();
    agent.destroy();

    // Assert
    expect(first.keepAlive).toBe('timeout=5');
    expect(second).toEqual({ keepAlive: 'timeout=5', socketReused: true });
  }, 15_000);
});

describe('startHttpServer and a streamed answer', () => {
  it('when middleware and the route watch the response close and Koa pipes a stream, then the response holds fewer close listeners than Node warns at', async () => {
    // Arrange: four watchers besides the server's own (a gateway has a request log, metrics, the proxy and a lifecycle),
    // and Koa's stream.pipeline; Node warns of a leak once a response holds more `close` listeners than its limit.
    let atFinish: { listeners: number; limit: number } | undefined;
    const watched = new Koa();
    watched.use(async (ctx, next) => {
      ctx.res.once('finish', () => {
        atFinish = { listeners: ctx.res.listenerCount('close'), limit: ctx.res.getMaxListeners() };
      });
      await next();
    });
    for (let i = 0; i < 4; i += 1) {
      watched.use(async (ctx, next) => {
        ctx.res.once('close', () => undefined);
        await next();
      });
    }
    watched.use((ctx) => {
      ctx.body = Readable.from(['data: one\n\n', 'data: two\n\n']);
    });
    const server = await startHttpServer(watched, 0);

    try {
      // Act
      const text = await (await fetch(`http://127.0.0.1:${server.port}/`)).text();

      // Assert
      expect(text).toBe('data: one\n\ndata: two\n\n');
      expect(atFinish?.listeners).toBeGreaterThan(10);
      expect(atFinish?.listeners).toBeLessThanOrEqual(atFinish?.limit ?? 0);
    } finally {
      await server.close();
    }
  });
});

describe('startHttpServer and a slow request (issue 31, point 8)', () => {
  let server: HttpServer;
  afterEach(() => server?.close());

  /** Sends `head` and a part of its body, then nothing; resolves with the first answer line and when the server closed. */
  const sendPartly = (port: number, head: string) =>
    new Promise<{ statusLine: string; closedAfterMs: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      socket.on('error', reject);
      socket.on('close', () => resolve({ statusLine: answer.split('\r\n')[0] ?? '', closedAfterMs: Date.now() - started }));
    });

  it('when a body stops arriving, then the request is answered 408 and its connection closed once its time is up', async () => {
    const readsTheBody = new Koa().use(async (ctx) => {
      for await (const chunk of ctx.req) void chunk;
      ctx.body = 'read';
    });
    server = await startHttpServer(readsTheBody, 0, undefined, { requestReceiveMs: 1_000 });

    const slow = await sendPartly(server.port, 'POST / HTTP/1.1\r\nHost: test\r\nContent-Length: 100\r\n\r\nabc');

    expect(slow.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(slow.closedAfterMs).toBeLessThan(5_000);
  }, 15_000);

  it('when the headers stop arriving, then the connection is answered 408 and closed too', async () => {
    server = await startHttpServer(app, 0, undefined, { requestReceiveMs: 1_000 });

    const slow = await sendPartly(server.port, 'GET / HTTP/1.1\r\nHost: te');

    expect(slow.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  }, 15_000);

  it('when no time is given, then a request has 10 s to arrive', () => {
    expect(REQUEST_RECEIVE_MS).toBe(10_000);
  });
});
