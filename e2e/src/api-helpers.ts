import { baseUrl } from './public-helpers';

/** A JSON request to the gateway's /api (with a bearer token when given); a non-2xx answer throws with its status and body. */
export async function api<T>(
  path: string,
  { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** An access token through the gateway's /auth, as the browser gets it. */
export async function accessToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/realms/padel/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'padel-web', username: email, password, scope: 'openid' }),
  });
  const body = (await response.json()) as { access_token?: string; error_description?: string };
  if (!body.access_token) throw new Error(`sign-in of ${email} failed: ${body.error_description}`);
  return body.access_token;
}

/** Polls `probe` until it returns a value (events travel through RabbitMQ, so effects are eventually visible). */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
