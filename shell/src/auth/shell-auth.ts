import type Keycloak from 'keycloak-js';
import { RoleSchema, SignupResponseSchema, type KeycloakRuntimeConfig, type Role, type Session, type SiteLanguage } from '@padel/contracts';
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
import { readStoredRefreshToken, readStoredSession, storeSession, type StoredSession } from './session-storage';

export interface SignUpInput {
  email: string;
  password: string;
  full_name: string;
  language?: SiteLanguage;
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
  /** Where the other tabs' changes of `storage` arrive as `storage` events (the window). */
  storageEvents?: EventTarget;
  /** Loads keycloak-js, a chunk of its own: a visit without a stored session never loads it. */
  loadKeycloak?: () => Promise<typeof Keycloak>;
}

const KNOWN_ROLES = new Set<string>(RoleSchema.options);

interface TokenClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  realm_access?: { roles?: string[] };
}

function userFromClaims(claims: TokenClaims | undefined): AuthUser {
  return {
    id: claims?.sub ?? '',
    email: claims?.email ?? '',
    roles: (claims?.realm_access?.roles ?? []).filter((role): role is Role => KNOWN_ROLES.has(role)),
    emailVerified: claims?.email_verified === true,
  };
}

const sameUser = (a: AuthUser | undefined, b: AuthUser): boolean =>
  a !== undefined &&
  a.id === b.id &&
  a.email === b.email &&
  a.emailVerified === b.emailVerified &&
  a.roles.length === b.roles.length &&
  a.roles.every((role) => b.roles.includes(role));

/** While the address is unconfirmed, the session is renewed at most this often when the tab comes back into view. */
const RECHECK_UNVERIFIED_MS = 5000;

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
 * the stored refresh token, and Keycloak takes a used one once more at most (decisions 128 and 173).
 */
async function oneRefreshAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('padel.session.refresh', refresh) : refresh();
}

/** A token's claims, read without verifying: only from our own stored tokens. */
function payloadOf(token: string | null | undefined): Record<string, unknown> | undefined {
  try {
    return JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The Keycloak session a token belongs to (its `sid`), read without verifying: only to compare two of our own tokens. */
function sessionIdOf(token: string | null | undefined): string | undefined {
  const sid = payloadOf(token)?.sid;
  return typeof sid === 'string' ? sid : undefined;
}

const isOffline = (): boolean => (globalThis.navigator as Navigator | undefined)?.onLine === false;

/** Whether Keycloak refused a refresh (4xx: the session is over), rather than being out of reach. */
function refused(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A refresh is sent when the access token expires within this many seconds. */
const MIN_VALIDITY_S = 30;

const defaultLoadKeycloak = async () => (await import('keycloak-js')).default;

const fromTokenAnswer = (answer: Pick<Session, 'access_token' | 'refresh_token' | 'id_token'>): StoredSession => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
  idToken: answer.id_token,
});

/** One session in this tab: its keycloak-js instance (init runs once per instance, so one per session). */
interface LiveSession {
  kc: Keycloak;
  sid: string | undefined;
  /** Refresh tokens this instance has held: never taken back from storage (a second reuse ends the session). */
  held: Set<string>;
  ended: boolean;
}

export function createShellAuth({
  keycloak: kcConfig,
  apiBaseUrl,
  storage = globalThis.localStorage,
  storageEvents = typeof window === 'undefined' ? undefined : window,
  loadKeycloak = defaultLoadKeycloak,
}: ShellAuthOptions): ShellAuth {
  const state = createObservable<AuthState>({ status: kcConfig ? 'loading' : 'unconfigured' });
  const dialog = createObservable(false);
  let session: LiveSession | null = null;
  let restoring: Promise<void> = Promise.resolve();
  /** What the dialog's opener resumes when the dialog closes with a session (dropped when it closes without one). */
  let afterSignIn: (() => void) | undefined;

  const endpoints = kcConfig ? realmEndpoints(kcConfig) : null;

  /** Keeps keycloak-js's tokens where a reload and the other tabs find them. */
  const persist = (live: LiveSession) => {
    const { token, refreshToken, idToken } = live.kc;
    if (live.ended || !token || !refreshToken) return;
    live.held.add(refreshToken);
    storeSession(storage, { accessToken: token, refreshToken, idToken });
  };

  /** The session's user as its newest token says (a refresh may bring a confirmed address or a new role). */
  const showUserOf = (live: LiveSession) => {
    if (session !== live || live.ended) return;
    const user = userFromClaims(live.kc.tokenParsed as TokenClaims | undefined);
    if (!sameUser(state.getSnapshot().user, user)) state.set({ status: 'signed-in', user });
  };

  /** Renews the session's tokens now (one tab at a time), whatever their validity. */
  const refreshSession = async () => {
    const live = session;
    if (!live) return;
    try {
      await oneRefreshAtATime(async () => {
        if (live.ended) return;
        takeNewest(live);
        await live.kc.updateToken(-1);
      });
    } catch (error) {
      if (refused(error)) end(live, true);
      else console.warn('Could not refresh the session', error);
      return;
    }
    showUserOf(live);
  };

  /** Ends `live` in this tab; `forget` also empties storage (the other tabs of that session then end theirs). */
  const end = (live: LiveSession, forget: boolean) => {
    if (live.ended) return;
    live.ended = true;
    live.kc.onTokenExpired = live.kc.onAuthRefreshSuccess = live.kc.onAuthLogout = undefined;
    live.kc.clearToken(); // its tokens leave memory, and its expiry timer stops
    if (forget && sessionIdOf(readStoredRefreshToken(storage)) === live.sid) storeSession(storage, undefined);
    if (session === live) {
      session = null;
      state.set({ status: 'signed-out' });
    }
  };

  /** Another tab of this session may have refreshed since this one: the stored refresh token is then the newest. */
  const takeNewest = (live: LiveSession) => {
    const stored = readStoredRefreshToken(storage);
    if (!stored || live.held.has(stored) || sessionIdOf(stored) !== live.sid) return;
    live.held.add(stored);
    // keycloak-js sends the instance's `refreshToken` as it is at its next refresh.
    live.kc.refreshToken = stored;
  };

  /** The session's access token, refreshed first when it is about to expire (one tab at a time, with the newest token). */
  const freshToken = async (live: LiveSession): Promise<string | null> => {
    try {
      await oneRefreshAtATime(async () => {
        if (live.ended) return;
        takeNewest(live);
        await live.kc.updateToken(MIN_VALIDITY_S);
      });
    } catch (error) {
      if (refused(error)) end(live, true);
      else console.warn('Could not refresh the session', error);
      return null;
    }
    return live.ended ? null : (live.kc.token ?? null);
  };

  /**
   * A new keycloak-js instance for `tokens`; call it holding the refresh lock. keycloak-js's `init` with tokens always
   * sends a refresh grant: the tokens are stored first, so a reload during that grant finds the refresh token it sent,
   * which the realm takes once more (`refreshTokenMaxReuse` 1, decision 173).
   */
  const startSession = async (tokens: StoredSession): Promise<void> => {
    if (!kcConfig) throw new Error(AUTH_NOT_CONFIGURED);
    const KeycloakClass = await loadKeycloak();
    const kc = new KeycloakClass({ url: kcConfig.url, realm: kcConfig.realm, clientId: kcConfig.clientId });
    const live: LiveSession = { kc, sid: sessionIdOf(tokens.refreshToken), held: new Set([tokens.refreshToken]), ended: false };
    kc.onAuthRefreshSuccess = () => {
      persist(live);
      showUserOf(live);
    };
    // keycloak-js clears its tokens when Keycloak answers a refresh with 400: the session is over.
    kc.onAuthLogout = () => end(live, true);
    kc.onTokenExpired = () => void freshToken(live);
    storeSession(storage, tokens);
    try {
      await kc.init({
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        idToken: tokens.idToken,
        checkLoginIframe: false,
        pkceMethod: 'S256',
      });
    } catch (error) {
      end(live, refused(error));
      throw error;
    }
    if (live.ended) throw new Error('The session ended while it started');
    if (session) end(session, false);
    session = live;
    state.set({ status: 'signed-in', user: userFromClaims(kc.tokenParsed as TokenClaims | undefined) });
  };

  const restore = async () => {
    if (!kcConfig) return;
    if (!readStoredSession(storage)) {
      state.set({ status: 'signed-out' });
      return;
    }
    loadKeycloak().catch(() => undefined); // fetched while the lock is awaited
    try {
      await oneRefreshAtATime(async () => {
        // Read inside the lock: a tab that restored at the same moment may have just rotated the stored token.
        const stored = readStoredSession(storage);
        if (stored) await startSession(stored);
      });
    } catch (error) {
      console.warn('Could not restore the session', error);
      if (!refused(error) && isOffline() && showStoredUserUntilOnline()) return;
    }
    if (!session) state.set({ status: 'signed-out' });
  };

  /**
   * Without a network keycloak-js cannot start the stored session (its init always sends a refresh): a page reloaded
   * offline (the courtside scoring screen, decision 196) shows the stored session's user meanwhile, its calls waiting
   * without a token, and the session starts when the browser is back online. False when nothing usable is stored.
   */
  const showStoredUserUntilOnline = (): boolean => {
    const claims = payloadOf(readStoredSession(storage)?.accessToken);
    if (!claims || typeof claims.sub !== 'string' || !storageEvents) return false;
    state.set({ status: 'signed-in', user: userFromClaims(claims as unknown as TokenClaims) });
    storageEvents.addEventListener('online', () => void (restoring = restore()), { once: true });
    return true;
  };

  /** Starts the session of a sign-in or sign-up answer; false when keycloak-js could not take it. */
  const begin = async (tokens: StoredSession): Promise<boolean> => {
    try {
      await oneRefreshAtATime(() => startSession(tokens));
      return true;
    } catch (error) {
      console.warn('Could not start the session', error);
      return false;
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
    if (!(await begin(fromTokenAnswer((await response.json()) as Session)))) throw new AuthError('Failed to sign in');
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
    // The account exists either way: without a session, the reader is asked to sign in.
    if (!parsed.data.session) return { signedIn: false };
    return { signedIn: await begin(fromTokenAnswer(parsed.data.session)) };
  };

  /**
   * Ends the session at Keycloak through keycloak-js's logout endpoint, with the session's newest refresh token, and
   * stays on the page; the emptied storage signs the other tabs out.
   */
  const signOut = async () => {
    const live = session;
    if (!live) {
      if (kcConfig) state.set({ status: 'signed-out' });
      return;
    }
    takeNewest(live);
    const refreshToken = live.kc.refreshToken;
    const logoutUrl = live.kc.createLogoutUrl({ logoutMethod: 'POST' });
    end(live, true);
    if (!kcConfig || !refreshToken) return;
    try {
      await postForm(logoutUrl, { client_id: kcConfig.clientId, refresh_token: refreshToken });
    } catch (error) {
      // The local session is gone either way; the server session then ends at its own expiry.
      console.warn('Sign-out request failed', error);
    }
  };

  // Back in a tab whose address was unconfirmed: the owner may have just followed the mail's link in another tab.
  let lastRecheck = 0;
  const recheckUnverified = () => {
    const { status, user } = state.getSnapshot();
    if (status !== 'signed-in' || user?.emailVerified !== false) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (Date.now() - lastRecheck < RECHECK_UNVERIFIED_MS) return;
    lastRecheck = Date.now();
    void refreshSession();
  };
  storageEvents?.addEventListener('focus', recheckUnverified);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', recheckUnverified);

  // Another tab signed out or its session ended: the storage is empty, and this tab's session is over too.
  storageEvents?.addEventListener('storage', () => {
    if (session && !readStoredSession(storage)) end(session, false);
  });

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
      loadKeycloak().catch(() => undefined); // ready by the time the form is sent
    },
    restore: () => {
      restoring = restore();
      return restoring;
    },
    getToken: async () => {
      await restoring;
      return session ? freshToken(session) : null;
    },
    signIn,
    signUp,
    signOut,
    refreshSession,
  };
}
