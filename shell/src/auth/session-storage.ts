/** Where the session survives a reload and is shared by the tabs (decisions 031 and 173). */
export const SESSION_STORAGE_KEY = 'padel.session';

/** The tokens keycloak-js holds for the session, kept so that a reload can hand them to a new instance's `init`. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  idToken?: string;
}

export function readStoredSession(storage: Storage | undefined): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    // keycloak-js's init takes stored tokens only with both an access and a refresh token.
    if (typeof parsed.refreshToken !== 'string' || !parsed.refreshToken || typeof parsed.accessToken !== 'string' || !parsed.accessToken) {
      return null;
    }
    return {
      accessToken: parsed.accessToken,
      refreshToken: parsed.refreshToken,
      idToken: typeof parsed.idToken === 'string' ? parsed.idToken : undefined,
    };
  } catch {
    return null;
  }
}

export function storeSession(storage: Storage | undefined, session: StoredSession | undefined): void {
  try {
    if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session then lasts for this page only.
  }
}

export function readStoredRefreshToken(storage: Storage | undefined): string | null {
  return readStoredSession(storage)?.refreshToken ?? null;
}
