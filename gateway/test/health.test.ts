import { start, stop } from '../src/app';
import { createDist, removeDist } from './support/dist';
import { startUpstream, unusedUrl, type TestUpstream } from './support/upstream';

describe('GET /health and GET /ready', () => {
  const dists: string[] = [];
  let services: TestUpstream[] = [];

  const healthyService = () =>
    startUpstream((request, res) => {
      res.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok' }));
    });

  async function startWith(newsUrl: string, overrides: Record<string, unknown> = {}): Promise<{ url: string; opsUrl: string }> {
    services = await Promise.all([healthyService(), healthyService(), healthyService()]);
    const dist = createDist({ 'index.html': '<!doctype html>', 'remoteEntry.js': '' });
    dists.push(dist);
    const { url, opsUrl } = await start({
      PORT: 0,
      OPS_PORT: 0,
      PLAYERS_URL: services[0]!.url,
      TOURNAMENTS_URL: services[1]!.url,
      TEAMS_URL: services[2]!.url,
      NEWS_URL: newsUrl,
      KEYCLOAK_URL: undefined,
      KEYCLOAK_PUBLIC_URL: undefined,
      SHELL_DIST: dist,
      MF_PUBLIC_DIST: dist,
      MF_TEAMS_DIST: dist,
      MF_HOST_DIST: dist,
      ...overrides,
    });
    return { url, opsUrl: opsUrl! };
  }

  afterEach(async () => {
    await stop();
    await Promise.all(services.map((service) => service.close()));
    dists.splice(0).forEach(removeDist);
  });

  it("when every dependency answers, then /health and /ready are 200, and only the operators' /ready names them", async () => {
    // Arrange
    const news = await healthyService();
    const { url: gatewayUrl, opsUrl } = await startWith(news.url);

    // Act
    const health = await fetch(`${gatewayUrl}/health`);
    const ready = await fetch(`${gatewayUrl}/ready`);
    const opsReady = await fetch(`${opsUrl}/ready`);

    // Assert
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(opsReady.status).toBe(200);
    expect(await opsReady.json()).toEqual({
      status: 'ready',
      checks: {
        players: 'up',
        tournaments: 'up',
        teams: 'up',
        news: 'up',
        'mf-public': 'up',
        'mf-teams': 'up',
        'mf-host': 'up',
        shell: 'up',
        limits: 'up',
      },
    });
    await news.close();
  });

  it("when the rate limits' store is down, then the public /ready stays 200 and the operators' /ready names it down", async () => {
    // Arrange
    const news = await healthyService();
    const { url: gatewayUrl, opsUrl } = await startWith(news.url, { MONGO_URL: `mongodb://127.0.0.1:${new URL(await unusedUrl()).port}` });

    // Act
    const ready = await fetch(`${gatewayUrl}/ready`);
    const opsReady = await fetch(`${opsUrl}/ready`);

    // Assert
    expect(ready.status).toBe(200);
    expect(opsReady.status).toBe(503);
    const body = (await opsReady.json()) as { details: { checks: Record<string, string> } };
    expect(body.details.checks).toMatchObject({ limits: 'down', news: 'up' });
    await news.close();
  });

  it("when a service is down, then /health stays 200, /ready is 503, and the operators' /ready names it", async () => {
    // Arrange
    const { url: gatewayUrl, opsUrl } = await startWith(await unusedUrl());

    // Act
    const health = await fetch(`${gatewayUrl}/health`);
    const ready = await fetch(`${gatewayUrl}/ready`);
    const opsReady = await fetch(`${opsUrl}/ready`);

    // Assert
    expect(health.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: 'Not ready' });
    expect(opsReady.status).toBe(503);
    const body = (await opsReady.json()) as { error: string; details: { checks: Record<string, string> } };
    expect(body.error).toBe('Not ready');
    expect(body.details.checks.news).toBe('down');
    expect(body.details.checks.players).toBe('up');
  });

  it("when requests went through, then the operators' /metrics counts them by kind and status, and the public site does not serve it", async () => {
    // Arrange
    const news = await healthyService();
    const { url: gatewayUrl, opsUrl } = await startWith(news.url);
    await fetch(`${gatewayUrl}/health`);
    await fetch(`${gatewayUrl}/api/news/some-id`);

    // Act
    const metrics = await fetch(`${opsUrl}/metrics`);
    const publicMetrics = await fetch(`${gatewayUrl}/metrics`);

    // Assert
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/health",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/news",status="404"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/health",status="200"\}/);
    expect(text).toContain('process_resident_memory_bytes');
    expect(await publicMetrics.text()).not.toContain('http_requests_total');
    await news.close();
  });
});
