import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { createDist, removeDist } from './support/dist';
import { startUpstream, unusedUrl, type TestUpstream } from './support/upstream';

const expectedHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

describe('Security headers', () => {
  let shellDist: string;
  let news: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    shellDist = createDist({ 'index.html': '<!doctype html><title>Padel</title>' });
    news = await startUpstream();
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      SHELL_DIST: shellDist,
      NEWS_URL: news.url,
      PLAYERS_URL: await unusedUrl(),
      KEYCLOAK_URL: 'http://127.0.0.1:65000/auth',
      KEYCLOAK_PUBLIC_URL: 'http://localhost:8000/auth',
      TRUSTED_PROXY_COUNT: 1,
      IMAGE_ORIGINS: ['https://photos.example.com'],
    }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => news.close(),
      () => removeDist(shellDist),
    ),
  );

  it.each([
    ['a page', '/news', 200],
    ['an API answer', '/api/news', 200],
    ['an API error', '/api/players', 503],
    ['an unknown API path', '/api/nothing', 404],
    ['the run-time config', '/config.json', 200],
    ['a missing file', '/missing.js', 404],
  ])('when %s is answered, then every security header is present', async (_label, path, status) => {
    // Act
    const response = await fetch(`${gatewayUrl}${path}`, { headers: { accept: 'text/html' } });

    // Assert
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https://photos.example.com; " +
        "connect-src 'self' http://localhost:8000; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; " +
        "form-action 'self' http://localhost:8000",
    );
  });

  it('when the request came over plain http, then no Strict-Transport-Security is sent', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/news`, { headers: { accept: 'text/html' } });

    // Assert
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('when a trusted proxy says the request came over https, then Strict-Transport-Security is sent', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/news`, { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });

    // Assert
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
