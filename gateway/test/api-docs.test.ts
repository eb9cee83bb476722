import { start, stop } from '../src/app';
import { unusedUrl } from './support/upstream';

describe('GET /api/openapi.json and /api/docs', () => {
  let gatewayUrl: string;

  beforeAll(async () => {
    // No service is needed: the gateway answers both itself.
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: await unusedUrl(), PLAYERS_URL: await unusedUrl() }));
  });

  afterAll(async () => {
    await stop();
  });

  it('when the document is requested, then an OpenAPI 3.1 document of every service comes back', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/openapi.json`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/tournaments/{id}', '/api/team-invitations/{id}/accept', '/api/news']),
    );
  });

  it('when the docs page is requested, then it is HTML under the site CSP, with no inline script or style', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/docs`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<script src="/api/docs/docs.js" defer></script>');
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css" />');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=/);
  });

  it.each([
    ['/api/docs/docs.js', 'text/javascript; charset=utf-8'],
    ['/api/docs/docs.css', 'text/css; charset=utf-8'],
  ])('when %s is requested, then it is served as %s', async (path, type) => {
    // Act
    const response = await fetch(`${gatewayUrl}${path}`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect((await response.text()).length).toBeGreaterThan(100);
  });

  it('when the document is posted to, then the gateway answers 404 like any path no service owns', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/openapi.json`, { method: 'POST' });

    // Assert
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
