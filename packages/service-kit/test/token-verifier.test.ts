import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { passwordGrant, demoUsers } from '@padel/tools/testing/keycloak';
import {
  type AppError,
  createLogger,
  createServiceApp,
  createTokenVerifier,
  requireAuth,
  requireRole,
  startHttpServer,
  tokenVerifierFromConfig,
  type AuthState,
  type HttpServer,
} from '../src';
import { requiredEnv } from './helpers';

const realm = () => process.env.KEYCLOAK_REALM ?? 'padel';
const issuer = () => `${requiredEnv('KEYCLOAK_PUBLIC_URL')}/realms/${realm()}`;
const jwksUrl = () => `${requiredEnv('KEYCLOAK_URL')}/realms/${realm()}/protocol/openid-connect/certs`;
const audience = () => process.env.API_AUDIENCE ?? 'padel-api';

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a rejection');
}

describe('createTokenVerifier with the real Keycloak', () => {
  const verify = () => createTokenVerifier({ jwksUrl: jwksUrl(), issuer: issuer(), audience: audience() });

  it('when a demo user signs in, then the token is accepted with sub, email and realm roles', async () => {
    const { access_token } = await passwordGrant(demoUsers.noura.email);

    const principal = await verify()(access_token);

    expect(principal.sub).toBe(demoUsers.noura.id);
    expect(principal.email).toBe(demoUsers.noura.email);
    expect(principal.roles).toEqual(expect.arrayContaining(['user', 'player', 'partner']));
    expect(principal.token).toBe(access_token);
  });

  it('when the token is garbage, then 401 Invalid or expired token', async () => {
    expect(await rejectionOf(verify()('not.a.jwt'))).toMatchObject({ status: 401, message: 'Invalid or expired token' });
  });

  it('when the signature is wrong but header and claims are real, then 401', async () => {
    const { access_token } = await passwordGrant(demoUsers.omar.email);
    const [header, payload, signature] = access_token.split('.');
    const tampered = `${header}.${payload}.${(signature as string).split('').reverse().join('')}`;

    expect(await rejectionOf(verify()(tampered))).toMatchObject({ status: 401 });
  });

  it('when the payload was changed (roles added), then the signature no longer matches: 401', async () => {
    const { access_token } = await passwordGrant(demoUsers.omar.email);
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    claims.realm_access = { roles: ['admin'] };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;

    expect(await rejectionOf(verify()(forged))).toMatchObject({ status: 401 });
  });

  it('when the expected issuer differs from the token issuer, then 401', async () => {
    const { access_token } = await passwordGrant(demoUsers.layla.email);
    const strict = createTokenVerifier({ jwksUrl: jwksUrl(), issuer: 'http://elsewhere.example/realms/padel', audience: audience() });

    expect(await rejectionOf(strict(access_token))).toMatchObject({ status: 401 });
  });

  it('when the key set cannot be fetched, then 503', async () => {
    const unreachable = createTokenVerifier({ jwksUrl: 'http://127.0.0.1:9/certs', issuer: issuer(), audience: audience() });
    const { access_token } = await passwordGrant(demoUsers.layla.email);

    expect(await rejectionOf(unreachable(access_token))).toMatchObject({ status: 503 });
  });
});

describe('createTokenVerifier with a local key set', () => {
  const localIssuer = 'http://issuer.test/realms/padel';
  let jwksServer: http.Server;
  let localJwksUrl: string;
  let privateKey: KeyLike;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
    jwksServer = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    localJwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
  });
  afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

  const sign = (claims: { aud?: string; iss?: string; exp?: number }) =>
    new SignJWT({ realm_access: { roles: ['user', 'player', 'not-a-role'] }, email: 'local@padel.local' })
      .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
      .setSubject('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e09')
      .setIssuer(claims.iss ?? localIssuer)
      .setAudience(claims.aud ?? 'padel-api')
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 300)
      .sign(privateKey);

  const verify = () => createTokenVerifier({ jwksUrl: localJwksUrl, issuer: localIssuer, audience: 'padel-api' });

  it('when every claim is right, then it is accepted and unknown roles are dropped', async () => {
    expect(await verify()(await sign({}))).toMatchObject({ sub: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e09', roles: ['user', 'player'] });
  });

  it('when the token expired, then 401', async () => {
    const expired = await sign({ exp: Math.floor(Date.now() / 1000) - 60 });

    expect(await rejectionOf(verify()(expired))).toMatchObject({ status: 401, message: 'Invalid or expired token' });
  });

  it('when the audience is another one, then 401', async () => {
    expect(await rejectionOf(verify()(await sign({ aud: 'account' })))).toMatchObject({ status: 401 });
  });

  it('when the issuer is another one, then 401', async () => {
    expect(await rejectionOf(verify()(await sign({ iss: 'http://evil.test/realms/padel' })))).toMatchObject({ status: 401 });
  });

  it('when the algorithm is HS256 instead of RS256, then 401', async () => {
    const hs = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'local-1' })
      .setSubject('x')
      .setIssuer(localIssuer)
      .setAudience('padel-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!!'));

    expect(await rejectionOf(verify()(hs))).toMatchObject({ status: 401 });
  });
});

describe('authenticate, requireAuth and requireRole', () => {
  let server: HttpServer;
  let unconfigured: HttpServer;

  beforeAll(async () => {
    const logger = createLogger('auth-test');
    const router = new Router<AuthState>();
    router.get('/public', (ctx) => {
      ctx.body = { sub: ctx.state.principal?.sub ?? null };
    });
    router.get('/private', requireAuth(), (ctx) => {
      ctx.body = { sub: ctx.state.principal?.sub };
    });
    router.get('/partners', requireRole('partner'), (ctx) => {
      ctx.body = { ok: true };
    });
    const verifier = tokenVerifierFromConfig(process.env);
    server = await startHttpServer(createServiceApp({ name: 'auth-test', logger, routers: [router], verifier }), 0);
    unconfigured = await startHttpServer(createServiceApp({ name: 'auth-test', logger, routers: [router], verifier: undefined }), 0);
  });
  afterAll(async () => {
    await server.close();
    await unconfigured.close();
  });

  const get = async (target: HttpServer, path: string, token?: string) => {
    const response = await fetch(`http://127.0.0.1:${target.port}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: await response.json() };
  };

  it('when no token is sent to a public route, then it is served anonymously', async () => {
    expect(await get(server, '/public')).toEqual({ status: 200, body: { sub: null } });
  });

  it('when a bad token is sent to a public route, then 401', async () => {
    expect(await get(server, '/public', 'garbage')).toEqual({
      status: 401,
      body: { error: 'Invalid or expired token', code: 'INVALID_TOKEN' },
    });
  });

  it('when a protected route is called without a token, then 401 Not authenticated', async () => {
    expect(await get(server, '/private')).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
  });

  it('when a protected route is called with a valid token, then the principal is set', async () => {
    const { access_token } = await passwordGrant(demoUsers.sara.email);

    expect(await get(server, '/private', access_token)).toEqual({ status: 200, body: { sub: demoUsers.sara.id } });
  });

  it('when a player calls a partner route, then 403; a partner passes', async () => {
    const player = await passwordGrant(demoUsers.sara.email);
    const partner = await passwordGrant(demoUsers.noura.email);

    expect((await get(server, '/partners', player.access_token)).status).toBe(403);
    expect(await get(server, '/partners', partner.access_token)).toEqual({ status: 200, body: { ok: true } });
  });

  it('when authentication is not configured, then public routes work and protected ones answer 401 Authentication is not configured', async () => {
    expect(await get(unconfigured, '/public', 'anything')).toEqual({ status: 200, body: { sub: null } });
    expect(await get(unconfigured, '/private')).toEqual({
      status: 401,
      body: { error: 'Authentication is not configured', code: 'AUTH_NOT_CONFIGURED' },
    });
  });
});
