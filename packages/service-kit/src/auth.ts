import { RoleSchema, type Role } from '@padel/contracts';
import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Middleware } from 'koa';
import { AppError } from './errors';

/** The authenticated caller, taken from a verified access token. */
export interface Principal {
  sub: string;
  email?: string;
  /** The realm has verified `email` (`email_verified`). */
  emailVerified: boolean;
  /** The account's user name (`preferred_username`). */
  username?: string;
  /** The name to show for the caller: see displayNameOf. */
  name: string;
  roles: Role[];
  token: string;
}

export type TokenVerifier = (token: string) => Promise<Principal>;

export interface AuthState {
  principal?: Principal;
  /** false when the service runs without Keycloak settings. */
  authConfigured?: boolean;
}

/** The profile role of realm roles (one rule with the browsers, in contracts). */
export { roleOf } from '@padel/contracts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The name the product shows for a player without one. */
const UNKNOWN_NAME = 'Unknown Player';

/**
 * The caller's display name from a verified token's claims: `name`; else `given_name` and `family_name` joined; else
 * the part before the `@` of `email` (or of `preferred_username` without one); else UNKNOWN_NAME.
 */
export function displayNameOf(claims: JWTPayload): string {
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const account = text(claims.email) ?? text(claims.preferred_username);
  return text(claims.name) ?? (joined || undefined) ?? (account?.split('@')[0] || undefined) ?? UNKNOWN_NAME;
}

function rolesOf(payload: JWTPayload): Role[] {
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles) ? realmAccess.roles : [];
  return roles.flatMap((role) => {
    const parsed = RoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Verifies RS256 access tokens against the realm's JWKS (fetched and cached by jose): a `kid` naming the realm's
 * key, the issuer, the audience, expiry and not-before, and that it is an access token (`typ` Bearer) issued to
 * our web client (`azp`), so the realm's ID, refresh and other clients' tokens (a service account's) are refused.
 * Rejects with AppError 401, or 503 when the key set cannot be fetched.
 */
export function createTokenVerifier(opts: {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** The web client access tokens are issued to (`azp`); KEYCLOAK_WEB_CLIENT_ID, padel-web by default. */
  clientId?: string;
}): TokenVerifier {
  const clientId = opts.clientId ?? 'padel-web';
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return async (token) => {
    try {
      if (!hasKeyId(token)) throw new AppError(401, 'INVALID_TOKEN');
      const { payload } = await jwtVerify(token, jwks, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 5,
      });
      if (payload.typ !== 'Bearer' || payload.azp !== clientId) throw new AppError(401, 'INVALID_TOKEN');
      return {
        sub: payload.sub as string,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
        username: text(payload.preferred_username),
        name: displayNameOf(payload),
        roles: rolesOf(payload),
        token,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (keySetUnavailable(error)) throw new AppError(503, 'AUTH_UNAVAILABLE');
      throw new AppError(401, 'INVALID_TOKEN');
    }
  };
}

/** Keycloak names its signing key in every token; a token without one is not the realm's (jose would try any key). */
function hasKeyId(token: string): boolean {
  try {
    const { kid } = decodeProtectedHeader(token);
    return typeof kid === 'string' && kid !== '';
  } catch {
    return false;
  }
}

/** The realm's key set could not be fetched (network error, timeout, non-200): a dependency problem, not a bad token. */
function keySetUnavailable(error: unknown): boolean {
  if (error instanceof joseErrors.JWKSTimeout) return true;
  if (!(error instanceof joseErrors.JOSEError)) return true;
  return error.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set HTTP response/i.test(error.message);
}

/** Verifier settings from the standard env keys; undefined when Keycloak is not configured. */
export function tokenVerifierFromConfig(config: {
  KEYCLOAK_URL?: string;
  KEYCLOAK_PUBLIC_URL?: string;
  KEYCLOAK_REALM?: string;
  API_AUDIENCE?: string;
  KEYCLOAK_WEB_CLIENT_ID?: string;
}): TokenVerifier | undefined {
  const { KEYCLOAK_URL, KEYCLOAK_PUBLIC_URL, KEYCLOAK_REALM, API_AUDIENCE, KEYCLOAK_WEB_CLIENT_ID } = config;
  if (!KEYCLOAK_URL || !KEYCLOAK_REALM || !API_AUDIENCE) return undefined;
  const publicBase = KEYCLOAK_PUBLIC_URL || KEYCLOAK_URL;
  return createTokenVerifier({
    jwksUrl: `${KEYCLOAK_URL.replace(/\/$/, '')}/realms/${KEYCLOAK_REALM}/protocol/openid-connect/certs`,
    issuer: `${publicBase.replace(/\/$/, '')}/realms/${KEYCLOAK_REALM}`,
    audience: API_AUDIENCE,
    clientId: KEYCLOAK_WEB_CLIENT_ID,
  });
}

/**
 * Optional bearer authentication: a valid token sets `ctx.state.principal`, a bad one is answered 401
 * (on every route, public ones included). Without a verifier tokens are ignored.
 */
export function authenticate(verifier: TokenVerifier | undefined): Middleware<AuthState> {
  return async (ctx, next) => {
    ctx.state.authConfigured = Boolean(verifier);
    const header = ctx.get('authorization');
    if (header && verifier) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) throw new AppError(401, 'INVALID_AUTHORIZATION_HEADER');
      ctx.state.principal = await verifier(match[1]);
    }
    await next();
  };
}

/** 401 unless `authenticate` found a valid token. */
export function requireAuth(): Middleware<AuthState> {
  return async (ctx, next) => {
    if (ctx.state.authConfigured === false) throw new AppError(401, 'AUTH_NOT_CONFIGURED');
    if (!ctx.state.principal) throw new AppError(401, 'UNAUTHORIZED');
    await next();
  };
}

/** 401 without a principal, 403 unless the principal has one of `roles`. */
export function requireRole(...roles: Role[]): Middleware<AuthState> {
  const authenticated = requireAuth();
  return (ctx, next) =>
    authenticated(ctx, async () => {
      const principal = ctx.state.principal as Principal;
      if (!roles.some((role) => principal.roles.includes(role))) {
        throw new AppError(403, 'ROLE_REQUIRED', { params: { roles: roles.join(' or ') } });
      }
      await next();
    });
}

/** The verified caller; use behind requireAuth(). */
export function principalOf(ctx: { state: AuthState }): Principal {
  const principal = ctx.state.principal;
  if (!principal) throw new AppError(401, 'UNAUTHORIZED');
  return principal;
}
