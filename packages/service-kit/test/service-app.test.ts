import { request } from 'node:http';
import Router from '@koa/router';
import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import { releaseAll } from '@padel/tools/testing/release-all';
import {
  AppError,
  connectMongo,
  createLogger,
  createServiceApp,
  disconnectMongo,
  startHttpServer,
  validateBody,
  type HttpServer,
} from '../src';
import { requiredEnv, uniqueDbName } from './helpers';

const logger = createLogger('service-kit-test');
const Gadget = mongoose.model(
  'Gadget',
  new Schema({ name: { type: String, required: true, unique: true }, size: { type: Number, min: 1 } }),
);

let server: HttpServer;
let baseUrl: string;
let ready = true;

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit'), logger });
  const router = new Router();
  router.get('/app-error', () => {
    throw new AppError(409, 'ALREADY_TEAMMATES', { details: { teamId: 't1' } });
  });
  router.get('/app-error-with-params', () => {
    throw new AppError(409, 'ENTRIES_NOT_OPEN_YET', { params: { date: '2026-01-05T08:00:00.000Z' } });
  });
  router.post('/zod', (ctx) => {
    ctx.body = validateBody(ctx, z.object({ email: z.email({ error: 'Invalid email address' }) }));
  });
  router.get('/cast/:id', async (ctx) => {
    ctx.body = await Gadget.findById(ctx.params.id);
  });
  router.post('/gadgets', async (ctx) => {
    ctx.status = 201;
    ctx.body = await Gadget.create(ctx.request.body as object);
  });
  router.get('/crash', () => {
    throw new Error('secret internals');
  });
  const app = createServiceApp({ name: 'kit-test', logger, routers: [router], ready: async () => ({ mongo: ready, bus: true }) });
  server = await startHttpServer(app, 0);
  baseUrl = `http://127.0.0.1:${server.port}`;
});

afterAll(() =>
  releaseAll(
    () => server.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
async function call(path: string, init?: RequestInit): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, body: await response.json() };
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('errorMiddleware', () => {
  it('when a route throws an AppError, then its status, English message, code and details are answered', async () => {
    expect(await call('/app-error')).toEqual({
      status: 409,
      body: { error: 'You are already on a team with this player', code: 'ALREADY_TEAMMATES', details: { teamId: 't1' } },
    });
  });

  it('when an AppError has variable parts, then the English text is filled in and the params are answered', async () => {
    expect(await call('/app-error-with-params')).toEqual({
      status: 409,
      body: {
        error: 'Entries for this tournament open on January 5, 2026',
        code: 'ENTRIES_NOT_OPEN_YET',
        params: { date: '2026-01-05T08:00:00.000Z' },
      },
    });
  });

  it('when the body fails a zod schema, then 400 names the field', async () => {
    const { status, body } = await call('/zod', postJson({ email: 'nope' }));

    expect(status).toBe(400);
    expect(body.error).toBe('email: Invalid email address');
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual([{ path: 'email', message: 'Invalid email address', code: 'invalid_format' }]);
  });

  it('when mongoose cannot cast an id, then 400', async () => {
    expect(await call('/cast/not-an-object-id')).toEqual({
      status: 400,
      body: { error: 'Invalid _id', code: 'INVALID_VALUE', params: { field: '_id' } },
    });
  });

  it('when mongoose validation fails, then 400 with the failing path', async () => {
    const { status, body } = await call('/gadgets', postJson({ name: `g-${Date.now()}`, size: 0 }));

    expect(status).toBe(400);
    expect(body.error).toMatch(/^size: /);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('when a unique index is violated, then 409', async () => {
    const name = `dup-${Date.now()}`;
    expect((await call('/gadgets', postJson({ name }))).status).toBe(201);

    expect(await call('/gadgets', postJson({ name }))).toEqual({ status: 409, body: { error: 'Already exists', code: 'ALREADY_EXISTS' } });
  });

  it('when an unexpected error is thrown, then 500 without internals', async () => {
    expect(await call('/crash')).toEqual({ status: 500, body: { error: 'Internal server error', code: 'INTERNAL_ERROR' } });
  });

  it('when the JSON body is malformed, then 400 JSON', async () => {
    const { status, body } = await call('/zod', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });

    expect(status).toBe(400);
    expect(typeof body.error).toBe('string');
    expect(body.code).toBe('MALFORMED_BODY');
  });

  it('when the body is larger than 100 kB, then 413 JSON', async () => {
    const { status, body } = await call('/zod', postJson({ email: 'x'.repeat(150_000) }));

    expect(status).toBe(413);
    expect(typeof body.error).toBe('string');
    expect(body.code).toBe('BODY_TOO_LARGE');
  });
});

describe('createServiceApp', () => {
  it('when GET /health, then 200 ok', async () => {
    expect(await call('/health')).toEqual({ status: 200, body: { status: 'ok', service: 'kit-test' } });
  });

  it('when every readiness check passes, then GET /ready is 200; when one fails, then 503 naming it', async () => {
    ready = true;
    const up = await call('/ready');
    ready = false;
    const down = await call('/ready');
    ready = true;

    expect(up).toEqual({ status: 200, body: { status: 'ready', service: 'kit-test', checks: { mongo: true, bus: true } } });
    expect(down).toEqual({ status: 503, body: { error: 'Service not ready', details: { mongo: false, bus: true } } });
  });

  it('when the path is unknown, then 404 JSON', async () => {
    expect(await call('/nowhere')).toEqual({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
  });

  it('when the method is not allowed on a known path, then 405 JSON', async () => {
    expect(await call('/crash', { method: 'DELETE' })).toEqual({
      status: 405,
      body: { error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' },
    });
  });

  it('when a method no route has (TRACE) is sent to a known path, then 405 JSON, not a server error', async () => {
    // fetch refuses TRACE: a plain HTTP request sends it.
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      request(`${baseUrl}/crash`, { method: 'TRACE' }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      })
        .on('error', reject)
        .end();
    });

    expect(answer).toEqual({ status: 405, body: { error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' } });
  });

  it('when a request id is sent, then it is echoed; otherwise one is generated', async () => {
    const given = await fetch(`${baseUrl}/health`, { headers: { 'x-request-id': 'req-123' } });
    const generated = await fetch(`${baseUrl}/health`);

    expect(given.headers.get('x-request-id')).toBe('req-123');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('when routes were called, then it counts and times them by route pattern (not by id) and status, with process metrics', async () => {
    // Arrange
    await fetch(`${baseUrl}/cast/not-an-id`);
    await fetch(`${baseUrl}/cast/another-one`);

    // Act
    const response = await fetch(`${baseUrl}/metrics`);

    // Assert
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/cast\/:id",status="400"\} ([2-9]|\d{2,})/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/cast\/:id",status="400"\} ([2-9]|\d{2,})/);
    expect(text).not.toContain('not-an-id');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
