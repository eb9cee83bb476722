/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_ID_PATTERN } from '@padel/contracts';
import { z } from 'zod';
import { ApiError, createApiClient } from './api-client';

interface Recorded {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  idempotencyKey?: string;
  accept?: string;
  requestId?: string;
  body: string;
}

/** A real local HTTP server answering each path with a fixed status, status text and body. */
function startServer(routes: Record<string, { status: number; statusText?: string; body: string; type?: string }>) {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        accept: req.headers.accept,
        requestId: req.headers['x-request-id'] as string | undefined,
        body,
      });
      const route = routes[req.url ?? ''] ?? { status: 404, body: '{"error":"Not found"}' };
      res.statusCode = route.status;
      if (route.statusText) res.statusMessage = route.statusText;
      res.setHeader('Content-Type', route.type ?? 'application/json');
      res.end(route.body);
    });
  });
  return new Promise<{ baseUrl: string; requests: Recorded[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}/api`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const ItemSchema = z.object({ id: z.string(), title: z.string() });

describe('apiRequest', () => {
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    server = await startServer({
      '/api/items/1': { status: 200, body: JSON.stringify({ id: '1', title: 'Dubai Open' }) },
      '/api/items/bad-shape': { status: 200, body: JSON.stringify({ id: 1 }) },
      '/api/conflict': { status: 409, body: JSON.stringify({ error: 'Team already exists', details: { field: 'team' } }) },
      '/api/coded': {
        status: 409,
        body: JSON.stringify({
          error: 'Entries for this tournament open on January 5, 2026',
          code: 'ENTRIES_NOT_OPEN_YET',
          params: { date: '2026-01-05T08:00:00.000Z' },
        }),
      },
      '/api/plain-error': { status: 500, body: 'database exploded', type: 'text/plain' },
      '/api/empty-error': { status: 503, statusText: 'Service Unavailable', body: '' },
      '/api/json-without-error': { status: 400, body: JSON.stringify({ message: 'nope' }) },
      '/api/created': { status: 201, body: JSON.stringify({ id: '2', title: 'Created' }) },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));

  const client = (token: string | null = null) => createApiClient({ baseUrl: server.baseUrl, getToken: async () => token });

  test('when the response succeeds, then the body is parsed with the schema', async () => {
    const item = await client()('/items/1', { schema: ItemSchema });

    expect(item).toEqual({ id: '1', title: 'Dubai Open' });
  });

  test('when the body does not match the schema, then an ApiError says the response was unexpected', async () => {
    const request = client()('/items/bad-shape', { schema: ItemSchema });

    await expect(request).rejects.toThrow('The server sent an unexpected response');
  });

  test('when the server answers with a JSON error field, then that text is the message', async () => {
    const error = await client()('/conflict').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Team already exists');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).details).toEqual({ field: 'team' });
  });

  test('when the error answer carries a code and params, then the ApiError carries them beside the English message', async () => {
    const error = await client()('/coded').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Entries for this tournament open on January 5, 2026',
      code: 'ENTRIES_NOT_OPEN_YET',
      params: { date: '2026-01-05T08:00:00.000Z' },
    });
  });

  test('when the error answer has no code, then the ApiError has none', async () => {
    const error = (await client()('/conflict').catch((e: unknown) => e)) as ApiError;

    expect(error.code).toBeUndefined();
    expect(error.params).toBeUndefined();
  });

  test('when an ApiError is built with the older arguments, then status, message and details are kept', () => {
    const error = new ApiError(404, 'Player not found', { id: 'x' });

    expect(error).toMatchObject({ status: 404, message: 'Player not found', details: { id: 'x' } });
    expect(error.code).toBeUndefined();
  });

  test('when the error body is not JSON, then the message is the status, a colon and the body text', async () => {
    await expect(client()('/plain-error')).rejects.toThrow('500: database exploded');
  });

  test('when the error body is empty, then the message is the status and the status text', async () => {
    await expect(client()('/empty-error')).rejects.toThrow('503: Service Unavailable');
  });

  test('when the error JSON has no error field, then the message falls back to the status and body', async () => {
    await expect(client()('/json-without-error')).rejects.toThrow('400: {"message":"nope"}');
  });

  test('when there is a session, then the bearer token is sent', async () => {
    await client('token-123')('/items/1');

    expect(server.requests[0]?.authorization).toBe('Bearer token-123');
  });

  test('when there is no session, then no authorization header is sent', async () => {
    await client(null)('/items/1');

    expect(server.requests[0]?.authorization).toBeUndefined();
  });

  test('when a session is required but missing, then it fails with Not authenticated without calling the server', async () => {
    await expect(client(null)('/items/1', { auth: 'required' })).rejects.toMatchObject({
      message: 'Not authenticated',
      code: 'UNAUTHORIZED',
    });
    expect(server.requests).toHaveLength(0);
  });

  test('when auth is none, then the token is not sent even with a session', async () => {
    await client('token-123')('/items/1', { auth: 'none' });

    expect(server.requests[0]?.authorization).toBeUndefined();
  });

  test('when a body is given, then it is sent as JSON with the method', async () => {
    const created = await client()('/created', { method: 'POST', body: { title: 'Created' }, schema: ItemSchema });

    expect(created.title).toBe('Created');
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: JSON.stringify({ title: 'Created' }),
    });
  });

  test('when extra headers are given, then they are sent beside the ones the client sets, which they cannot replace', async () => {
    await client('token-123')('/created', {
      method: 'POST',
      body: { title: 'Created' },
      headers: { 'Idempotency-Key': 'key-1', Accept: 'text/html', Authorization: 'Bearer forged', 'X-Request-Id': 'fixed' },
    });

    expect(server.requests[0]).toMatchObject({
      idempotencyKey: 'key-1',
      accept: 'application/json',
      authorization: 'Bearer token-123',
      contentType: 'application/json',
    });
    expect(server.requests[0]?.requestId).not.toBe('fixed');
  });

  test('when two calls are made, then each sends a fresh random X-Request-Id that the services accept as it is', async () => {
    await client()('/items/1');
    await client()('/items/1');

    const [first, second] = server.requests.map((request) => request.requestId);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(REQUEST_ID_PATTERN);
    expect(second).not.toBe(first);
  });
});
