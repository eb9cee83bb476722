/** Where the session survives a reload (see docs/decisions/031-browser-session-persistence.md and 135). */
export const SESSION_STORAGE_KEY = 'padel.session';

/** The tokens of a session, and when this browser received them (their lifetime counts from then, not from its clock). */
export interface StoredSession {
  refreshToken: string;
  accessToken?: string;
  idToken?: string;
  /** Epoch ms at which the access token was received. */
  receivedAt?: number;
}

export function readStoredSession(storage: Storage | undefined): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof parsed.refreshToken !== 'string' || parsed.refreshToken === '') return null;
    return {
      refreshToken: parsed.refreshToken,
      accessToken: typeof parsed.accessToken === 'string' ? parsed.accessToken : undefined,
      idToken: typeof parsed.idToken === 'string' ? parsed.idToken : undefined,
      receivedAt: typeof parsed.receivedAt === 'number' ? parsed.receivedAt : undefined,
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

/** Stores a refresh token alone (a session whose access token must be fetched again). */
export function storeRefreshToken(storage: Storage | undefined, refreshToken: string | undefined): void {
  storeSession(storage, refreshToken ? { refreshToken } : undefined);
}
