import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { startHttpServer, type HttpServer } from './http';
import { runReadinessChecks } from './health';
import { requestIdMiddleware, requestLogMiddleware } from './http-middleware';
import { currentCorrelationId } from './request-context';

describe('requestIdMiddleware and requestLogMiddleware', () => {
  const lines: Record<string, unknown>[] = [];
  let server: HttpServer;
  let baseUrl: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = new Koa();
    app.use(requestIdMiddleware());
    app.use(requestLogMiddleware(pino(sink)));
    app.use((ctx) => {
      ctx.status = 201;
      ctx.body = { requestId: ctx.state.requestId };
    });
    server = await startHttpServer(app, 0);
    baseUrl = `http://127.0.0.1:${server.port}`;
  });

  afterAll(() => server.close());

  it('when a request ends, then one request line names its reqId, method, url, status and ms', async () => {
    const response = await fetch(`${baseUrl}/things?page=2`, { method: 'POST', headers: { 'x-request-id': 'trace-7' } });
    await response.json();

    // Logged when the response closes, which may follow the client's read.
    for (let waited = 0; waited < 1_000 && !lines.some((line) => line.reqId === 'trace-7'); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(lines.filter((line) => line.reqId === 'trace-7')).toEqual([
      expect.objectContaining({ msg: 'request', method: 'POST', url: '/things?page=2', status: 201, ms: expect.any(Number) }),
    ]);
  });

  it('when the request id is malformed, then a new one replaces it', async () => {
    const response = await fetch(baseUrl, { headers: { 'x-request-id': 'bad id\twith spaces' } });

    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ requestId: response.headers.get('x-request-id') });
  });
});

describe('requestIdMiddleware without correlation', () => {
  it('when correlate is off, then the id is kept and echoed but no correlation context is entered', async () => {
    const app = new Koa();
    app.use(requestIdMiddleware({ correlate: false }));
    app.use((ctx) => {
      ctx.body = { requestId: ctx.state.requestId, correlationId: currentCorrelationId() ?? null };
    });
    const server = await startHttpServer(app, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}`, { headers: { 'x-request-id': 'trace-8' } });

      expect(response.headers.get('x-request-id')).toBe('trace-8');
      expect(await response.json()).toEqual({ requestId: 'trace-8', correlationId: null });
    } finally {
      await server.close();
    }
  });
});

describe('runReadinessChecks', () => {
  it('when a readiness check throws, then it counts as down', async () => {
    expect(await runReadinessChecks({ mongo: async () => true, bus: () => Promise.reject(new Error('closed')) })).toEqual({
      mongo: true,
      bus: false,
    });
  });
});
