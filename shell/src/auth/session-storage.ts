/** Where the refresh token survives a reload (see docs/decisions/031-browser-session-persistence.md). */
export const SESSION_STORAGE_KEY = 'padel.session';

interface StoredSession {
  refreshToken: string;
}

export function readStoredRefreshToken(storage: Storage | undefined): string | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    return typeof parsed.refreshToken === 'string' && parsed.refreshToken !== '' ? parsed.refreshToken : null;
  } catch {
    return null;
  }
}

export function storeRefreshToken(storage: Storage | undefined, refreshToken: string | undefined): void {
  try {
    if (refreshToken) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ refreshToken } satisfies StoredSession));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session then lasts for this page only.
  }
}
