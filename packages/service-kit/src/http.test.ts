import http from 'node:http';
import Koa from 'koa';
import { startHttpServer, type HttpServer } from './http';

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
