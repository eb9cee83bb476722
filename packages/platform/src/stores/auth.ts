import type { Role } from '@padel/contracts';
import type { Observable } from './observable';

export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
  /** Whether the realm has confirmed `email` (the token's `email_verified`); absent = not known, treated as confirmed. */
  emailVerified?: boolean;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'unconfigured';

/** What the opener of the sign-in dialog resumes once the visitor has signed in from it. */
export interface SignInOptions {
  onSignedIn?: () => void;
}

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
}

/** The shell's session, shared with every micro-frontend. */
export interface AuthStore extends Observable<AuthState> {
  /** A fresh access token (refreshed when about to expire), or null without a session. */
  getToken(): Promise<string | null>;
  /**
   * Opens the shell's Authentication dialog; throws `Authentication not configured` without Keycloak. `onSignedIn` runs
   * once, after the dialog closed with a session started in it (sign-in or sign-up); never when it is closed without one.
   */
  openSignIn(options?: SignInOptions): void;
  signOut(): Promise<void>;
  /**
   * Asks Keycloak for a new token now, so what changed on the account since (a confirmed address, a new role) shows
   * without signing in again. Resolves when the session's user is up to date.
   */
  refreshSession?(): Promise<void>;
}

export const AUTH_NOT_CONFIGURED = 'Authentication not configured';
export const NOT_AUTHENTICATED = 'Not authenticated';
