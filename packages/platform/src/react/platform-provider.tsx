import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LEAGUE_TIME_ZONE } from '@padel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import {
  directionOf,
  localeOf,
  sharedCatalogs,
  themes,
  type CatalogLoaders,
  type Language,
  type Messages,
  type ThemeMode,
} from '@padel/ui-kit';
import type { PlatformProps } from '../platform-props';
import { createApiClient, type ApiRequest } from '../api/api-client';
import type { AuthState, AuthStore } from '../stores/auth';
import type { ToastStore } from '../stores/toasts';

interface PlatformContextValue extends PlatformProps {
  api: ApiRequest;
}

const PlatformContext = createContext<PlatformContextValue | null>(null);

export interface TranslationProps {
  /** The micro-frontend's own catalogs, merged over the shared packages' texts. */
  catalogs?: CatalogLoaders;
  /** Catalogs already at hand (tests; the shell's English): used at once instead of loading. */
  preloaded?: Partial<Record<Language, Messages>>;
}

/** Provides the shared QueryClient, theme, language and stores to a React tree (the shell's or a micro-frontend's). */
export function PlatformProvider({
  platform,
  children,
  catalogs,
  preloaded,
}: { platform: PlatformProps; children: ReactNode } & TranslationProps) {
  const { queryClient, theme, auth, toasts, config, language } = platform;
  const mode = useSyncExternalStore(theme.subscribe, theme.getSnapshot);
  const value = useMemo<PlatformContextValue>(
    () => ({
      queryClient,
      theme,
      language,
      auth,
      toasts,
      config,
      api: createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => auth.getToken() }),
    }),
    [queryClient, theme, language, auth, toasts, config],
  );
  const messages = useCatalog(language, catalogs, preloaded);
  if (!messages) return null;
  return (
    <PlatformContext.Provider value={value}>
      <IntlProvider locale={localeOf(messages.language)} messages={messages.messages} defaultLocale="en-US" timeZone={LEAGUE_TIME_ZONE}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>
        </QueryClientProvider>
      </IntlProvider>
    </PlatformContext.Provider>
  );
}

interface LoadedCatalog {
  language: Language;
  messages: Messages;
}

/**
 * The messages of the current language: the shared packages' and the micro-frontend's catalogs, loaded lazily. While
 * another language loads, the previous one stays on screen (no blank page on a switch).
 */
function useCatalog(store: PlatformProps['language'], catalogs: CatalogLoaders | undefined, preloaded: TranslationProps['preloaded']) {
  const language = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [loaded, setLoaded] = useState<LoadedCatalog | null>(() => {
    const ready = preloaded?.[language];
    return ready ? { language, messages: ready } : null;
  });
  useEffect(() => {
    if (loaded?.language === language) return;
    const ready = preloaded?.[language];
    if (ready) {
      setLoaded({ language, messages: ready });
      return;
    }
    let current = true;
    void Promise.all([sharedCatalogs[language](), catalogs?.[language]() ?? Promise.resolve({})]).then(([shared, own]) => {
      if (current) setLoaded({ language, messages: { ...shared, ...own } });
    });
    return () => {
      current = false;
    };
  }, [language, catalogs, preloaded, loaded?.language]);
  return loaded;
}

export function usePlatform(): PlatformContextValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return value;
}

/** The session state (re-renders on change) plus the auth actions. */
export function useAuth(): AuthState & Pick<AuthStore, 'getToken' | 'openSignIn' | 'signOut' | 'refreshSession'> {
  const { auth } = usePlatform();
  const state = useSyncExternalStore(auth.subscribe, auth.getSnapshot);
  return { ...state, getToken: auth.getToken, openSignIn: auth.openSignIn, signOut: auth.signOut, refreshSession: auth.refreshSession };
}

/** The language (re-renders on change), its direction, and the switch. */
export function useLanguage(): { language: Language; direction: 'ltr' | 'rtl'; setLanguage: (language: Language) => void } {
  const { language: store } = usePlatform();
  const language = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { language, direction: directionOf(language), setLanguage: store.setLanguage };
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
