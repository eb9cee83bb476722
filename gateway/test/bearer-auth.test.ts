import { passwordGrant, serviceAccountGrant } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

/** Flips one character of the signature part: a token with the right claims but a signature that does not match. */
function withBrokenSignature(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  return `${header}.${payload}.${flipped}`;
}

let omarToken: string;
/** Real, validly signed tokens of the realm that are no access tokens of the web client. */
let otherTokens: Record<'an ID token' | 'a refresh token' | "the sign-up client's service-account token", string>;

// Tokens are fetched before any test moves the clock.
beforeAll(async () => {
  const omar = await passwordGrant('omar@padel.local');
  omarToken = omar.access_token;
  otherTokens = {
    'an ID token': omar.id_token,
    'a refresh token': omar.refresh_token,
    "the sign-up client's service-account token": (await serviceAccountGrant()).access_token,
  };
});

describe('Bearer tokens on /api/*', () => {
  let news: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    news = await startUpstream();
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: news.url }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => news.close(),
    ),
  );

  afterEach(() => {
    jest.useRealTimers();
  });

  it('when a valid demo user token is sent, then the request passes with the Authorization header unchanged', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization: `Bearer ${omarToken}` } });

    // Assert
    expect(response.status).toBe(200);
    const received = (await response.json()) as { headers: Record<string, string> };
    expect(received.headers.authorization).toBe(`Bearer ${omarToken}`);
  });

  it('when no Authorization header is sent, then the request is forwarded without one', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news`);

    // Assert
    expect(response.status).toBe(200);
    const received = (await response.json()) as { headers: Record<string, string> };
    expect(received.headers.authorization).toBeUndefined();
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    ['an empty bearer token', 'Bearer '],
    ['a three-part token that is not JSON', 'Bearer aaa.bbb.ccc'],
  ])('when %s is sent, then 401 JSON and the service is not called', async (_label, authorization) => {
    // Arrange
    const callsBefore = news.requests.length;

    // Act
    const response = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization } });

    // Assert
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
    expect(news.requests.length).toBe(callsBefore);
  });

  it.each(['an ID token', 'a refresh token', "the sign-up client's service-account token"] as const)(
    'when %s is sent as the bearer token, then 401 and the service is not called',
    async (kind) => {
      // Arrange
      const callsBefore = news.requests.length;

      // Act
      const response = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization: `Bearer ${otherTokens[kind]}` } });

      // Assert
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
      expect(news.requests.length).toBe(callsBefore);
    },
  );

  it('when a real token with a tampered signature is sent, then 401 JSON', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization: `Bearer ${withBrokenSignature(omarToken)}` } });

    // Assert
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
  });

  it('when a real token has expired, then 401 JSON', async () => {
    // Arrange: only the clock moves (two hours ahead); timers and I/O stay real
    jest.useFakeTimers({
      now: Date.now() + 2 * 60 * 60 * 1000,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });

    // Act
    const response = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization: `Bearer ${omarToken}` } });

    // Assert
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
  });
});

describe('Bearer tokens on /api/* when the gateway expects another issuer', () => {
  let news: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    news = await startUpstream();
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: news.url, KEYCLOAK_PUBLIC_URL: 'https://sso.other-league.example/auth' }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => news.close(),
    ),
  );

  it('when a validly signed token from another issuer is sent, then 401 JSON', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization: `Bearer ${omarToken}` } });

    // Assert
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
    expect(news.requests).toHaveLength(0);
  });
});

describe('Bearer tokens on /api/* when sign-in is not configured', () => {
  let news: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    news = await startUpstream();
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: news.url, KEYCLOAK_URL: undefined, KEYCLOAK_PUBLIC_URL: undefined }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => news.close(),
    ),
  );

  it('when a bearer token is sent, then the gateway forwards it and leaves the answer to the service', async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news`, { headers: { authorization: 'Bearer not-a-jwt' } });

    // Assert
    expect(response.status).toBe(200);
    const received = (await response.json()) as { headers: Record<string, string> };
    expect(received.headers.authorization).toBe('Bearer not-a-jwt');
  });
});
