import type Keycloak from 'keycloak-js';
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
import { readStoredRefreshToken, storeRefreshToken } from './session-storage';

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
  /** Loads keycloak-js on demand (kept out of the first bundle of visitors without a session). */
  loadKeycloak?: () => Promise<typeof Keycloak>;
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

/** The Keycloak session a token belongs to (its `sid`), read without verifying: only to compare two of our own tokens. */
function sessionIdOf(token: string | null | undefined): string | undefined {
  try {
    const payload = JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown };
    return typeof payload.sid === 'string' ? payload.sid : undefined;
  } catch {
    return undefined;
  }
}

const defaultLoadKeycloak = async () => (await import(/* webpackChunkName: "keycloak" */ 'keycloak-js')).default;

export function createShellAuth({
  keycloak: kcConfig,
  apiBaseUrl,
  storage = globalThis.localStorage,
  loadKeycloak = defaultLoadKeycloak,
}: ShellAuthOptions): ShellAuth {
  const state = createObservable<AuthState>({ status: kcConfig ? 'loading' : 'unconfigured' });
  const dialog = createObservable(false);
  let instance: Keycloak | null = null;
  let restoring: Promise<void> = Promise.resolve();
  /** What the dialog's opener resumes when the dialog closes with a session (dropped when it closes without one). */
  let afterSignIn: (() => void) | undefined;

  const endpoints = kcConfig ? realmEndpoints(kcConfig) : null;

  const clearSession = () => {
    instance = null;
    storeRefreshToken(storage, undefined);
    state.set({ status: 'signed-out' });
  };

  /** A new keycloak-js instance per session (init may run once per instance). */
  const startSession = async (session: Pick<Session, 'access_token' | 'refresh_token' | 'id_token'>) => {
    if (!kcConfig) throw new Error(AUTH_NOT_CONFIGURED);
    const KeycloakClass = await loadKeycloak();
    const kc = new KeycloakClass({ url: kcConfig.url, realm: kcConfig.realm, clientId: kcConfig.clientId });
    kc.onAuthRefreshSuccess = () => {
      if (instance === kc) storeRefreshToken(storage, kc.refreshToken);
    };
    kc.onAuthRefreshError = () => {
      if (instance === kc) clearSession();
    };
    const authenticated = await kc.init({
      token: session.access_token,
      refreshToken: session.refresh_token,
      idToken: session.id_token,
      checkLoginIframe: false,
      pkceMethod: 'S256',
    });
    if (!authenticated) throw new Error('Your session could not be started');
    instance = kc;
    storeRefreshToken(storage, kc.refreshToken);
    state.set({ status: 'signed-in', user: userFromClaims(kc.tokenParsed as TokenClaims | undefined) });
  };

  const restore = async () => {
    if (!kcConfig || !endpoints) return;
    try {
      // Read inside the lock: a tab that restored at the same moment may have just rotated the stored token.
      const restored = await oneRefreshAtATime(async () => {
        const refreshToken = readStoredRefreshToken(storage);
        if (!refreshToken) return 'signed-out';
        const response = await postForm(endpoints.token, {
          grant_type: 'refresh_token',
          client_id: kcConfig.clientId,
          refresh_token: refreshToken,
        });
        if (!response.ok) return 'refused';
        // Keycloak rotated the refresh token: startSession stores the new one before the lock is released.
        await startSession((await response.json()) as Session);
        return 'signed-in';
      });
      if (restored === 'refused') clearSession();
      else if (restored === 'signed-out') state.set({ status: 'signed-out' });
    } catch (error) {
      console.warn('Could not restore the session', error);
      instance = null;
      state.set({ status: 'signed-out' });
    }
  };

  const getToken = async (): Promise<string | null> => {
    await restoring;
    const kc = instance;
    if (!kc) return null;
    try {
      await oneRefreshAtATime(async () => {
        // Another tab of this session may have rotated the refresh token since: ours was then used up.
        const stored = readStoredRefreshToken(storage);
        if (stored && stored !== kc.refreshToken && sessionIdOf(stored) === sessionIdOf(kc.refreshToken)) kc.refreshToken = stored;
        await kc.updateToken(30);
      });
      return kc.token ?? null;
    } catch {
      if (instance === kc) clearSession();
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
    await startSession((await response.json()) as Session);
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
    await startSession(parsed.data.session);
    return { signedIn: true };
  };

  const signOut = async () => {
    const kc = instance;
    const refreshToken = kc?.refreshToken;
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
