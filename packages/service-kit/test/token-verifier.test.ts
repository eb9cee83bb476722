import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { passwordGrant, demoUsers, serviceAccountGrant } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
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

  it.each([
    ['an ID token', (tokens: { id_token: string }) => tokens.id_token],
    ['a refresh token', (tokens: { refresh_token: string }) => tokens.refresh_token],
  ])('when %s of a real sign-in is sent instead of the access token, then 401', async (_label, pick) => {
    const tokens = await passwordGrant(demoUsers.khalid.email);

    expect(await rejectionOf(verify()(pick(tokens)))).toMatchObject({ status: 401, message: 'Invalid or expired token' });
  });

  it('when a token of the sign-up client service account is sent, then 401: it was not issued to the web client', async () => {
    const { access_token } = await serviceAccountGrant();

    expect(await rejectionOf(verify()(access_token))).toMatchObject({ status: 401 });
  });

  it('when the verifier expects another web client, then a real access token is refused: 401', async () => {
    const { access_token } = await passwordGrant(demoUsers.khalid.email);
    const otherClient = createTokenVerifier({ jwksUrl: jwksUrl(), issuer: issuer(), audience: audience(), clientId: 'another-web-app' });

    expect(await rejectionOf(otherClient(access_token))).toMatchObject({ status: 401 });
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

  interface LocalClaims {
    aud?: string;
    iss?: string;
    exp?: number;
    typ?: string;
    azp?: string;
  }
  /** An access token as Keycloak issues them to the web client, signed with the local key; `claims` change one part. */
  const sign = (claims: LocalClaims = {}) =>
    new SignJWT({
      realm_access: { roles: ['user', 'player', 'not-a-role'] },
      email: 'local@padel.local',
      typ: claims.typ ?? 'Bearer',
      azp: claims.azp ?? 'padel-web',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
      .setSubject('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e09')
      .setIssuer(claims.iss ?? localIssuer)
      .setAudience(claims.aud ?? 'padel-api')
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 300)
      .sign(privateKey);

  /** A token with exactly `payload` and `header`, signed with the local key (for tokens SignJWT's helpers would not build). */
  const signRaw = (payload: Record<string, unknown>, header: { alg: string; kid?: string } = { alg: 'RS256', kid: 'local-1' }) =>
    new SignJWT(payload).setProtectedHeader(header).sign(privateKey);

  const inFiveMinutes = () => Math.floor(Date.now() / 1000) + 300;
  const completePayload = () => ({
    sub: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e09',
    iss: localIssuer,
    aud: 'padel-api',
    exp: inFiveMinutes(),
    typ: 'Bearer',
    azp: 'padel-web',
  });

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

  it('when the complete payload is signed by hand, then it is accepted (the cases below each change one thing)', async () => {
    expect(await verify()(await signRaw(completePayload()))).toMatchObject({ sub: completePayload().sub });
  });

  it.each([
    ['no sub', 'sub'],
    ['no exp', 'exp'],
    ['no typ', 'typ'],
    ['no azp', 'azp'],
  ])('when the token has %s, then 401', async (_label, claim) => {
    const payload: Record<string, unknown> = completePayload();
    delete payload[claim];

    expect(await rejectionOf(verify()(await signRaw(payload)))).toMatchObject({ status: 401 });
  });

  it('when the header names no key (kid), then 401 although the local key signed it', async () => {
    expect(await rejectionOf(verify()(await signRaw(completePayload(), { alg: 'RS256' })))).toMatchObject({ status: 401 });
  });

  it('when the token is not valid before a minute from now (nbf), then 401', async () => {
    const payload = { ...completePayload(), nbf: Math.floor(Date.now() / 1000) + 60 };

    expect(await rejectionOf(verify()(await signRaw(payload)))).toMatchObject({ status: 401 });
  });

  it.each([
    ['an ID token (typ ID)', { typ: 'ID' }],
    ['a refresh token (typ Refresh)', { typ: 'Refresh' }],
    ['a token issued to another client (azp)', { azp: 'padel-signup' }],
  ])('when %s is sent, then 401', async (_label, claims) => {
    expect(await rejectionOf(verify()(await sign(claims)))).toMatchObject({ status: 401 });
  });

  it('when the token is unsigned (alg none), then 401', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT', kid: 'local-1' })}.${encode(completePayload())}.`;

    expect(await rejectionOf(verify()(unsigned))).toMatchObject({ status: 401, message: 'Invalid or expired token' });
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
  afterAll(() =>
    releaseAll(
      () => server.close(),
      () => unconfigured.close(),
    ),
  );

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
