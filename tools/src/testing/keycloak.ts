// Real tokens from the test Keycloak for integration and browser tests.
export const DEMO_PASSWORD = 'padel-demo-2026';

export const demoUsers = {
  noura: {
    id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
    email: 'noura@padel.local',
    fullName: 'Noura Al Mansouri',
    roles: ['user', 'player', 'partner'],
  },
  omar: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', email: 'omar@padel.local', fullName: 'Omar Haddad', roles: ['user', 'player'] },
  layla: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03', email: 'layla@padel.local', fullName: 'Layla Farouk', roles: ['user', 'player'] },
  khalid: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04', email: 'khalid@padel.local', fullName: 'Khalid Rahman', roles: ['user', 'player'] },
  sara: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05', email: 'sara@padel.local', fullName: 'Sara Nasser', roles: ['user', 'player'] },
  yousef: {
    id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e06',
    email: 'yousef@padel.local',
    fullName: 'Yousef Al Amiri',
    roles: ['user', 'player'],
  },
  admin: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07', email: 'admin@padel.local', fullName: 'League Admin', roles: ['user', 'admin'] },
} as const;

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run tests through jest's global setup (real engines)`);
  return value;
}

function tokenEndpoint(): string {
  return `${required('KEYCLOAK_URL')}/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}/protocol/openid-connect/token`;
}

async function requestTokens(form: Record<string, string>): Promise<TokenSet> {
  const response = await fetch(tokenEndpoint(), { method: 'POST', body: new URLSearchParams(form) });
  const body = (await response.json()) as TokenSet & { error_description?: string };
  if (!response.ok) throw new Error(`token request failed: ${response.status} ${body.error_description ?? JSON.stringify(body)}`);
  return body;
}

/** Password grant through the public web client, exactly as the browser's sign-in dialog does it. */
export function passwordGrant(email: string, password = DEMO_PASSWORD): Promise<TokenSet> {
  return requestTokens({
    grant_type: 'password',
    client_id: process.env.KEYCLOAK_WEB_CLIENT_ID ?? 'padel-web',
    username: email,
    password,
    scope: 'openid',
  });
}

/** A token of the sign-up service account: a real, validly signed token whose audience is not the web client's. */
export function serviceAccountGrant(): Promise<TokenSet> {
  return requestTokens({
    grant_type: 'client_credentials',
    client_id: process.env.KEYCLOAK_SIGNUP_CLIENT_ID ?? 'padel-signup',
    client_secret: required('KEYCLOAK_SIGNUP_CLIENT_SECRET'),
  });
}
