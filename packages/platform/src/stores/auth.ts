import type { Role } from '@padel/contracts';
import type { Observable } from './observable';

export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
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
}

export const AUTH_NOT_CONFIGURED = 'Authentication not configured';
export const NOT_AUTHENTICATED = 'Not authenticated';
