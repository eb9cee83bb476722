import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RuntimeConfig } from '@padel/contracts';
import {
  createObservable,
  createQueryClient,
  createThemeStore,
  createToastStore,
  PlatformProvider,
  createLanguageStore,
  type AuthState,
  type ToastStore,
} from '@padel/platform';
import type { Language } from '@padel/ui-kit';
import { config, preloadedCatalogs } from '@padel/platform/testing';
import type { ShellAuth, SignUpInput } from './shell-auth';

/** The platform tests' run-time config with a Keycloak (the sign-in dialog's links are made from it). */
export const shellConfig: RuntimeConfig = {
  ...config,
  keycloak: { url: 'http://localhost:8100/auth', realm: 'padel', clientId: 'padel-web' },
};

interface Deferred {
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A ShellAuth whose sign-in and sign-up calls stay pending until the test settles them. */
function controllableAuth(open: boolean) {
  const state = createObservable<AuthState>({ status: 'signed-out' });
  const dialog = createObservable(open);
  const pending: Deferred[] = [];
  const calls: { signIn: Array<[string, string]>; signUp: SignUpInput[] } = { signIn: [], signUp: [] };
  const deferred = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const auth: ShellAuth = {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    dialog,
    closeDialog: () => dialog.set(false),
    openSignIn: () => dialog.set(true),
    restore: async () => undefined,
    getToken: async () => null,
    signOut: async () => undefined,
    signIn: (email, password) => {
      calls.signIn.push([email, password]);
      return deferred();
    },
    signUp: async (input) => {
      calls.signUp.push(input);
      await deferred();
      return { signedIn: true };
    },
  };
  return { auth, dialog, pending, calls };
}

/**
 * Renders `dialog(auth)` inside the platform's providers with a ShellAuth whose sign-in and sign-up calls stay
 * pending until the test settles them; the Authentication dialog starts open unless `open` is false.
 */
export function renderWithShellAuth(
  dialog: (auth: ShellAuth) => ReactElement,
  { language = 'en', open = true }: { language?: Language; open?: boolean } = {},
) {
  const controls = controllableAuth(open);
  const toasts: ToastStore = createToastStore();
  render(
    <PlatformProvider
      preloaded={preloadedCatalogs()}
      platform={{
        queryClient: createQueryClient(),
        auth: controls.auth,
        theme: createThemeStore(),
        language: createLanguageStore(undefined, [language]),
        toasts,
        config: shellConfig,
      }}
    >
      {dialog(controls.auth)}
    </PlatformProvider>,
  );
  return { ...controls, toasts };
}
