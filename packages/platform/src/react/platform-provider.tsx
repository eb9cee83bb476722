import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { themes, type ThemeMode } from '@padel/ui-kit';
import type { PlatformProps } from '../platform-props';
import { createApiClient, type ApiRequest } from '../api/api-client';
import type { AuthState, AuthStore } from '../stores/auth';
import type { ToastStore } from '../stores/toasts';

interface PlatformContextValue extends PlatformProps {
  api: ApiRequest;
}

const PlatformContext = createContext<PlatformContextValue | null>(null);

/** Provides the shared QueryClient, theme and stores to a React tree (the shell's or a micro-frontend's). */
export function PlatformProvider({ platform, children }: { platform: PlatformProps; children: ReactNode }) {
  const { queryClient, theme, auth, toasts, config } = platform;
  const mode = useSyncExternalStore(theme.subscribe, theme.getSnapshot);
  const value = useMemo<PlatformContextValue>(
    () => ({
      queryClient,
      theme,
      auth,
      toasts,
      config,
      api: createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => auth.getToken() }),
    }),
    [queryClient, theme, auth, toasts, config],
  );
  return (
    <PlatformContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}

export function usePlatform(): PlatformContextValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return value;
}

/** The session state (re-renders on change) plus the auth actions. */
export function useAuth(): AuthState & Pick<AuthStore, 'getToken' | 'openSignIn' | 'signOut'> {
  const { auth } = usePlatform();
  const state = useSyncExternalStore(auth.subscribe, auth.getSnapshot);
  return { ...state, getToken: auth.getToken, openSignIn: auth.openSignIn, signOut: auth.signOut };
}

export function useThemeMode(): { mode: ThemeMode; setMode: (mode: ThemeMode) => void; toggle: () => void } {
  const { theme } = usePlatform();
  const mode = useSyncExternalStore(theme.subscribe, theme.getSnapshot);
  return { mode, setMode: theme.setMode, toggle: theme.toggle };
}

export function useToast(): Pick<ToastStore, 'toast' | 'dismiss'> {
  const { toasts } = usePlatform();
  return { toast: toasts.toast, dismiss: toasts.dismiss };
}

/** The typed API request function, bound to the configured base URL and the session's token. */
export function useApi(): ApiRequest {
  return usePlatform().api;
}
