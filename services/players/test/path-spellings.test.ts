import http from 'node:http';
import { playersServiceForTests, signUp, testId, uniqueEmail } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

/** The path goes out exactly as written: fetch would resolve dot segments. */
function send(path: string, method: string, body?: string, token?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      serviceUrl(),
      {
        method,
        path,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const notFound = { error: 'Not found', code: 'NOT_FOUND' };

describe('the players service reached directly, with another spelling of a route (decision 181)', () => {
  it.each(['/api/auth/signup/', '/api/auth/SIGNUP', '/api/auth/Signup', '/api/auth/sign%75p', '/api/auth//signup', '/api/Auth/signup'])(
    'when a sign-up is posted to %s, then 404 and no account is made',
    async (path) => {
      const email = users.track(uniqueEmail('spelling'));
      const signup = JSON.stringify({ email, password: 'secret-123', full_name: `Spelling ${testId()}` });

      const answer = await send(path, 'POST', signup);

      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual(notFound);
      expect((await send('/api/auth/signup', 'POST', signup)).status).toBe(201);
    },
  );

  it.each(['/api/players/', '/api/PLAYERS', '/api/profile/me/', '/api/profile/ME', '/api/rankings/'])(
    'when %s is read, then 404',
    async (path) => {
      const { token } = await signUp(serviceUrl(), users, 'spelling-read');

      const answer = await send(path, 'GET', undefined, token);

      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual(notFound);
    },
  );

  it('when the routes are called with their own spelling and a query string, then they answer', async () => {
    const { token } = await signUp(serviceUrl(), users, 'spelling-own');

    expect((await send('/api/players?limit=5', 'GET')).status).toBe(200);
    expect((await send('/api/profile/me', 'GET', undefined, token)).status).toBe(200);
  });
});
