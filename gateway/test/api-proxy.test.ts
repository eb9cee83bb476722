import http from 'node:http';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { send } from './support/raw-request';
import { startUpstream, unusedUrl, type TestUpstream } from './support/upstream';

describe('/api/* proxy', () => {
  const upstreams: Partial<Record<'players' | 'tournaments' | 'teams' | 'news', TestUpstream>> = {};
  let gatewayUrl: string;

  beforeAll(async () => {
    for (const name of ['players', 'tournaments', 'teams', 'news'] as const) {
      upstreams[name] = await startUpstream((request, res) => {
        res.writeHead(201, {
          'content-type': 'application/json',
          'x-served-by': name,
          'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
          connection: 'keep-alive, x-private-hop',
          'x-private-hop': 'leak',
        });
        res.end(JSON.stringify({ service: name, ...request }));
      });
    }
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      PLAYERS_URL: upstreams.players!.url,
      TOURNAMENTS_URL: upstreams.tournaments!.url,
      TEAMS_URL: upstreams.teams!.url,
      NEWS_URL: upstreams.news!.url,
    }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => Promise.all(Object.values(upstreams).map((upstream) => upstream.close())),
    ),
  );

  it.each([
    ['/api/auth/signup', 'players'],
    ['/api/profile/me', 'players'],
    ['/api/players', 'players'],
    ['/api/players/6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', 'players'],
    ['/api/rankings', 'players'],
    ['/api/rankings/players/6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', 'players'],
    ['/api/tournaments', 'tournaments'],
    ['/api/tournaments/me', 'tournaments'],
    ['/api/tournament-entries/me', 'tournaments'],
    ['/api/tournament-registrations/42/confirm', 'tournaments'],
    ['/api/teams/me', 'teams'],
    ['/api/team-invitations/accept', 'teams'],
    ['/api/news', 'news'],
    ['/api/news/abc', 'news'],
  ])('when %s is requested, then the %s service answers it with path and query unchanged', async (path, service) => {
    // Act
    const response = await fetch(`${gatewayUrl}${path}?page=2&q=padel%20dubai`);

    // Assert
    expect(response.status).toBe(201);
    const body = (await response.json()) as { service: string; url: string };
    expect(body.service).toBe(service);
    expect(body.url).toBe(`${path}?page=2&q=padel%20dubai`);
  });

  it.each(['/api/x', '/api/newsletter', '/api/tournament', '/api'])(
    'when the unowned path %s is requested, then 404 JSON and no service is called',
    async (path) => {
      // Arrange
      const before = Object.values(upstreams).reduce((sum, upstream) => sum + upstream.requests.length, 0);

      // Act
      const response = await fetch(`${gatewayUrl}${path}`);

      // Assert
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
      const after = Object.values(upstreams).reduce((sum, upstream) => sum + upstream.requests.length, 0);
      expect(after).toBe(before);
    },
  );

  it.each(['/api/news/../players', '/api/news/%2e%2e/players', '/api/news%2F..%2Fplayers', '/api//news', '/api/', '/api/news/'])(
    'when the path %s has dot or empty segments or a trailing slash, then 400 JSON',
    async (path) => {
      // Act
      const response = await send(`${gatewayUrl}${path}`, { method: 'GET' });

      // Assert
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: 'Invalid path', code: 'INVALID_PATH' });
    },
  );

  it('when a service answers, then its status, body and end-to-end headers reach the client and hop-by-hop ones do not', async () => {
    // Act
    const response = await send(`${gatewayUrl}/api/news`, { method: 'GET' });

    // Assert
    expect(response.status).toBe(201);
    expect(response.headers['x-served-by']).toBe('news');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers['x-private-hop']).toBeUndefined();
    expect(JSON.parse(response.body)).toMatchObject({ service: 'news', method: 'GET' });
  });

  it('when a request comes in, then the service gets forwarding headers, a request id and no hop-by-hop headers', async () => {
    // Act
    const response = await send(`${gatewayUrl}/api/teams/me`, {
      method: 'GET',
      headers: {
        host: 'padel.example:8000',
        connection: 'keep-alive, x-client-hop',
        'x-client-hop': 'secret',
        'x-request-id': 'trace-123',
      },
    });

    // Assert
    const { headers } = JSON.parse(response.body) as { headers: Record<string, string> };
    expect(headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe('padel.example:8000');
    expect(headers['x-request-id']).toBe('trace-123');
    expect(headers['x-client-hop']).toBeUndefined();
    expect(headers.host).toBe(new URL(upstreams.teams!.url).host);
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('when the caller sends no request id, then one is generated and given to both sides', async () => {
    // Act
    const response = await send(`${gatewayUrl}/api/players`, { method: 'GET' });

    // Assert
    const { headers } = JSON.parse(response.body) as { headers: Record<string, string> };
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-request-id']).toBe(response.headers['x-request-id']);
  });

  it('when a 1 MB body is posted in chunks, then the service receives all of it', async () => {
    // Arrange
    const body = Buffer.alloc(1024 * 1024, 'padel');

    // Act: no content-length, so the body travels chunked through the gateway
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${gatewayUrl}/api/tournament-entries`,
        { method: 'POST', headers: { 'content-type': 'application/octet-stream' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        },
      );
      req.on('error', reject);
      for (let offset = 0; offset < body.length; offset += 64 * 1024) req.write(body.subarray(offset, offset + 64 * 1024));
      req.end();
    });

    // Assert
    expect(response.status).toBe(201);
    const received = JSON.parse(response.body) as { method: string; bodyLength: number; headers: Record<string, string> };
    expect(received.method).toBe('POST');
    expect(received.bodyLength).toBe(body.length);
    expect(received.headers['transfer-encoding']).toBe('chunked');
  });

  it('when a body is posted with a content length, then the service receives it with that length', async () => {
    // Arrange
    const body = Buffer.from(JSON.stringify({ invitee_email: 'layla@padel.local' }));

    // Act
    const response = await send(
      `${gatewayUrl}/api/team-invitations`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      body,
    );

    // Assert
    const received = JSON.parse(response.body) as { bodyLength: number; headers: Record<string, string> };
    expect(received.bodyLength).toBe(body.length);
    expect(received.headers['content-length']).toBe(String(body.length));
  });
});

describe('/api/* proxy when a service is down or slow', () => {
  let slowUpstream: TestUpstream;
  let gatewayUrl: string;
  /** URLs of requests the service never got to answer because the gateway hung up. */
  const abandonedUrls: string[] = [];

  beforeAll(async () => {
    slowUpstream = await startUpstream((request, res) => {
      const timer = setTimeout(() => res.end('{}'), 2_000);
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableFinished) abandonedUrls.push(request.url);
      });
    });
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: await unusedUrl(), TEAMS_URL: slowUpstream.url, UPSTREAM_TIMEOUT_MS: 300 }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => slowUpstream.close(),
    ),
  );

  it('when the owning service does not listen, then 503 JSON "Service unavailable"', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news`);

    // Assert
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' });
  });

  it('when the owning service does not answer in time, then 504 JSON', async () => {
    // Act
    const startedAt = Date.now();
    const response = await fetch(`${gatewayUrl}/api/teams/me`);

    // Assert
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: 'Service timed out', code: 'SERVICE_TIMEOUT' });
    expect(Date.now() - startedAt).toBeLessThan(1_500);
  });

  it('when the client gives up while the service is still working, then the gateway drops its request to the service too', async () => {
    // Arrange
    const path = `/api/teams/me?attempt=${Date.now()}`;

    // Act
    await expect(fetch(`${gatewayUrl}${path}`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Assert: dropped well before the gateway's own 300 ms timeout would have
    expect(abandonedUrls).toContain(path);
  });
});
