import { start, stop } from '../src/app';
import { startUpstream, type TestUpstream } from './support/upstream';

describe('POST /api/auth/signup rate limit', () => {
  let players: TestUpstream;
  let others: TestUpstream;
  let gatewayUrl: string;

  beforeAll(async () => {
    players = await startUpstream((_request, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ created: true }));
    });
    others = await startUpstream();
    ({ url: gatewayUrl } = await start({
      PORT: 0,
      SIGNUP_RATE_LIMIT: 2,
      PLAYERS_URL: players.url,
      TOURNAMENTS_URL: others.url,
      TEAMS_URL: others.url,
      NEWS_URL: others.url,
    }));
  });

  afterAll(async () => {
    await stop();
    await Promise.all([players.close(), others.close()]);
  });

  const signUp = (headers: Record<string, string> = {}) =>
    fetch(`${gatewayUrl}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  it('when one address exceeds the hourly limit, then 429 with Retry-After and the players service is not called; other routes still answer', async () => {
    const allowed = [await signUp(), await signUp()];
    const callsBefore = players.requests.length;

    const refused = await signUp({ 'x-forwarded-for': '203.0.113.9' });

    expect(allowed.map((response) => response.status)).toEqual([201, 201]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      error: 'Too many sign-up attempts from this address. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(players.requests.length).toBe(callsBefore);
    expect((await fetch(`${gatewayUrl}/api/players`)).status).toBe(201);
  });
});
