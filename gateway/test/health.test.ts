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

  async function startWith(newsUrl: string): Promise<string> {
    services = await Promise.all([healthyService(), healthyService(), healthyService()]);
    const dist = createDist({ 'index.html': '<!doctype html>', 'remoteEntry.js': '' });
    dists.push(dist);
    const { url } = await start({
      PORT: 0,
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
    });
    return url;
  }

  afterEach(async () => {
    await stop();
    await Promise.all(services.map((service) => service.close()));
    dists.splice(0).forEach(removeDist);
  });

  it('when every dependency answers, then /health and /ready are 200', async () => {
    // Arrange
    const news = await healthyService();
    const gatewayUrl = await startWith(news.url);

    // Act
    const health = await fetch(`${gatewayUrl}/health`);
    const ready = await fetch(`${gatewayUrl}/ready`);

    // Assert
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
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
      },
    });
    await news.close();
  });

  it('when a service is down, then /health stays 200 and /ready is 503 naming it', async () => {
    // Arrange
    const gatewayUrl = await startWith(await unusedUrl());

    // Act
    const health = await fetch(`${gatewayUrl}/health`);
    const ready = await fetch(`${gatewayUrl}/ready`);

    // Assert
    expect(health.status).toBe(200);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { error: string; details: { checks: Record<string, string> } };
    expect(body.error).toBe('Not ready');
    expect(body.details.checks.news).toBe('down');
    expect(body.details.checks.players).toBe('up');
  });
});
