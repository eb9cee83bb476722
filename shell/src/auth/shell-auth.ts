import { RoleSchema, SignupResponseSchema, type KeycloakRuntimeConfig, type Role, type Session } from '@padel/contracts';
import {
  AUTH_NOT_CONFIGURED,
  createObservable,
  type AuthState,
  type AuthStore,
  type AuthUser,
  type Observable,
  type SignInOptions,
} from '@padel/platform';
import { realmEndpoints } from './keycloak-endpoints';
import { readStoredSession, storeSession, type StoredSession } from './session-storage';

export interface SignUpInput {
  email: string;
  password: string;
  full_name: string;
}

/** The shell's side of the session: the shared AuthStore plus what only the shell's dialog uses. */
export interface ShellAuth extends AuthStore {
  /** Whether the Authentication dialog is open. */
  dialog: Observable<boolean>;
  /** Closes the dialog; with a session started in it, the opener's `onSignedIn` runs right after. */
  closeDialog(): void;
  /** Restores a stored session; the state leaves `loading` when this settles. */
  restore(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account through `POST {apiBaseUrl}/auth/signup`; resolves with whether a session was started. */
  signUp(input: SignUpInput): Promise<{ signedIn: boolean }>;
}

export interface ShellAuthOptions {
  keycloak: KeycloakRuntimeConfig | null;
  apiBaseUrl: string;
  storage?: Storage;
}

const KNOWN_ROLES = new Set<string>(RoleSchema.options);

interface TokenClaims {
  sub?: string;
  email?: string;
  realm_access?: { roles?: string[] };
}

function userFromClaims(claims: TokenClaims | undefined): AuthUser {
  return {
    id: claims?.sub ?? '',
    email: claims?.email ?? '',
    roles: (claims?.realm_access?.roles ?? []).filter((role): role is Role => KNOWN_ROLES.has(role)),
  };
}

/** A failed sign-in or sign-up: the readable (English) reason plus what says it in any language. */
export class AuthError extends Error {
  constructor(
    message: string,
    /** The API's machine-readable `code` (translated by the front end), if it gave one. */
    readonly code?: string,
    /** Keycloak's OAuth error (`invalid_grant`: wrong email or password), if it gave one. */
    readonly keycloakError?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** Whether a sign-in failed on wrong credentials (Keycloak's `invalid_grant`). */
export const isInvalidCredentials = (error: unknown): boolean => error instanceof AuthError && error.keycloakError === 'invalid_grant';

const nonEmptyString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A failed token call: Keycloak's readable reason (`error_description`, else `error`, else the fallback text), or the
 * gateway's own refusal (its `code`, e.g. SIGN_IN_RATE_LIMITED with 429, translated by the dialog).
 */
async function keycloakError(response: Response, fallback: string): Promise<AuthError> {
  try {
    const body = (await response.json()) as { error_description?: unknown; error?: unknown; code?: unknown };
    const error = nonEmptyString(body.error);
    const gatewayCode = nonEmptyString(body.code);
    if (gatewayCode) return new AuthError(error ?? fallback, gatewayCode);
    return new AuthError(nonEmptyString(body.error_description) ?? error ?? fallback, undefined, error);
  } catch {
    // Not JSON.
    return new AuthError(fallback);
  }
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Runs `refresh` while no other tab of this browser refreshes (Web Locks, where the browser has them). The tabs share
 * the stored refresh token, and Keycloak accepts each refresh token once (a reuse ends the session, decision 128).
 */
async function oneRefreshAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('padel.session.refresh', refresh) : refresh();
}

/** The claims of one of our own tokens, read without verifying (the services verify; the shell only reads). */
function claimsOf(token: string | undefined): (TokenClaims & { exp?: number; iat?: number; sid?: string }) | undefined {
  try {
    return JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as TokenClaims;
  } catch {
    return undefined;
  }
}

/** A refreshed or fresh access token counts as usable until this long before it expires. */
const MIN_VALIDITY_MS = 30_000;

/** Until when (this browser's epoch ms) the session's access token may be sent: its lifetime counted from receipt. */
function usableUntil(session: StoredSession): number {
  const claims = claimsOf(session.accessToken);
  if (!claims?.exp || !claims.iat || !session.receivedAt) return 0;
  return session.receivedAt + (claims.exp - claims.iat) * 1000 - MIN_VALIDITY_MS;
}

const fromTokenAnswer = (answer: Pick<Session, 'access_token' | 'refresh_token' | 'id_token'>): StoredSession => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
  idToken: answer.id_token,
  receivedAt: Date.now(),
});

export function createShellAuth({ keycloak: kcConfig, apiBaseUrl, storage = globalThis.localStorage }: ShellAuthOptions): ShellAuth {
  const state = createObservable<AuthState>({ status: kcConfig ? 'loading' : 'unconfigured' });
  const dialog = createObservable(false);
  /** This page's session: the tokens it sends, kept in storage so a reload (and the other tabs) find them. */
  let session: StoredSession | null = null;
  let restoring: Promise<void> = Promise.resolve();
  /** What the dialog's opener resumes when the dialog closes with a session (dropped when it closes without one). */
  let afterSignIn: (() => void) | undefined;

  const endpoints = kcConfig ? realmEndpoints(kcConfig) : null;

  const clearSession = () => {
    session = null;
    storeSession(storage, undefined);
    state.set({ status: 'signed-out' });
  };

  const startSession = (tokens: StoredSession) => {
    if (!kcConfig) throw new Error(AUTH_NOT_CONFIGURED);
    session = tokens;
    storeSession(storage, tokens);
    state.set({ status: 'signed-in', user: userFromClaims(claimsOf(tokens.accessToken)) });
  };

  /**
   * One refresh grant: Keycloak rotates the refresh token and accepts each one once (a reuse ends the session, decision
   * 128), so the answer is stored at once. Only called when the access token is (nearly) used up: a page load with a
   * usable stored token sends none, so reloading the page cannot race a rotation (decision 135).
   */
  const refresh = async (refreshToken: string): Promise<StoredSession | null> => {
    if (!kcConfig || !endpoints) return null;
    const response = await postForm(endpoints.token, {
      grant_type: 'refresh_token',
      client_id: kcConfig.clientId,
      refresh_token: refreshToken,
    });
    if (!response.ok) return null;
    return fromTokenAnswer((await response.json()) as Session);
  };

  const restore = async () => {
    if (!kcConfig || !endpoints) return;
    try {
      // Read inside the lock: a tab that restored at the same moment may have just rotated the stored token.
      const restored = await oneRefreshAtATime(async () => {
        const stored = readStoredSession(storage);
        if (!stored) return 'signed-out';
        if (Date.now() < usableUntil(stored)) {
          startSession(stored);
          return 'signed-in';
        }
        const renewed = await refresh(stored.refreshToken);
        if (!renewed) return 'refused';
        startSession(renewed);
        return 'signed-in';
      });
      if (restored === 'refused') clearSession();
      else if (restored === 'signed-out') state.set({ status: 'signed-out' });
    } catch (error) {
      console.warn('Could not restore the session', error);
      session = null;
      state.set({ status: 'signed-out' });
    }
  };

  const getToken = async (): Promise<string | null> => {
    await restoring;
    const mine = session;
    if (!mine) return null;
    try {
      const token = await oneRefreshAtATime(async () => {
        // Another tab of this session may have refreshed since: its tokens are the newest, ours were used up.
        const stored = readStoredSession(storage);
        const current =
          stored &&
          claimsOf(stored.refreshToken)?.sid === claimsOf(mine.refreshToken)?.sid &&
          (stored.receivedAt ?? 0) > (mine.receivedAt ?? 0)
            ? stored
            : mine;
        if (Date.now() < usableUntil(current)) {
          session = current;
          return current.accessToken ?? null;
        }
        const renewed = await refresh(current.refreshToken);
        if (!renewed) return null;
        if (session === mine) startSession(renewed);
        return renewed.accessToken ?? null;
      });
      if (token === null && session === mine) clearSession();
      return token;
    } catch {
      if (session === mine) clearSession();
      return null;
    }
  };

  const signIn = async (email: string, password: string) => {
    if (!kcConfig || !endpoints) throw new Error(AUTH_NOT_CONFIGURED);
    const response = await postForm(endpoints.token, {
      grant_type: 'password',
      client_id: kcConfig.clientId,
      username: email,
      password,
      scope: 'openid',
    });
    if (!response.ok) throw await keycloakError(response, 'Failed to sign in');
    startSession(fromTokenAnswer((await response.json()) as Session));
  };

  const signUp = async (input: SignUpInput) => {
    if (!kcConfig) throw new Error(AUTH_NOT_CONFIGURED);
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const fields = (body ?? {}) as { error?: unknown; message?: unknown; code?: unknown };
      throw new AuthError(nonEmptyString(fields.error) ?? nonEmptyString(fields.message) ?? 'Signup failed', nonEmptyString(fields.code));
    }
    const parsed = SignupResponseSchema.safeParse(body);
    if (!parsed.success) throw new Error('Signup failed');
    if (!parsed.data.session) return { signedIn: false };
    startSession(fromTokenAnswer(parsed.data.session));
    return { signedIn: true };
  };

  const signOut = async () => {
    const refreshToken = session?.refreshToken;
    clearSession();
    if (!kcConfig || !endpoints || !refreshToken) return;
    try {
      await postForm(endpoints.logout, { client_id: kcConfig.clientId, refresh_token: refreshToken });
    } catch (error) {
      // The local session is gone either way; the server session then ends at its own expiry.
      console.warn('Sign-out request failed', error);
    }
  };

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    dialog: { getSnapshot: dialog.getSnapshot, subscribe: dialog.subscribe },
    closeDialog: () => {
      const resume = afterSignIn;
      afterSignIn = undefined;
      dialog.set(false);
      // Once the dialog has gone (its close renders synchronously), so the opener's next dialog keeps the focus.
      if (resume && state.getSnapshot().status === 'signed-in') setTimeout(resume, 0);
    },
    openSignIn: (options?: SignInOptions) => {
      if (!kcConfig) throw new Error(AUTH_NOT_CONFIGURED);
      afterSignIn = options?.onSignedIn;
      dialog.set(true);
    },
    restore: () => {
      restoring = restore();
      return restoring;
    },
    getToken,
    signIn,
    signUp,
    signOut,
  };
}
