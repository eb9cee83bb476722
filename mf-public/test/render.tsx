import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@padel/contracts';
import { preloadedCatalogs } from '@padel/platform/testing';
import {
  createLanguageStore,
  createObservable,
  createQueryClient,
  createThemeStore,
  createToastStore,
  PlatformProvider,
  type AuthState,
  type AuthStore,
} from '@padel/platform';

export const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  keycloak: { url: 'http://localhost:8100/auth', realm: 'padel', clientId: 'padel-web' },
  remotes: { mf_public: '/a.js', mf_teams: '/b.js', mf_host: '/c.js' },
};

export const omar = { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', email: 'omar@padel.local', roles: ['user' as const, 'player' as const] };

/**
 * Renders inside the platform providers (and a router at `url`) with data already in the shared cache (queries never go stale, so
 * cached keys make no request). `openSignIn` is counted (with what it would resume); toasts land in the returned store.
 */
export function renderWithPlatform(
  ui: ReactElement,
  {
    auth = { status: 'signed-out' } as AuthState,
    data = [] as Array<[readonly unknown[], unknown]>,
    language: initialLanguage = 'en' as 'en' | 'ar',
    url = '/',
  } = {},
) {
  const queryClient = createQueryClient();
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const state = createObservable<AuthState>(auth);
  const signIns: { count: number; onSignedIn?: () => void } = { count: 0 };
  const authStore: AuthStore = {
    ...state,
    getToken: async () => (state.getSnapshot().status === 'signed-in' ? 'token' : null),
    openSignIn: (options) => {
      signIns.count += 1;
      signIns.onSignedIn = options?.onSignedIn;
    },
    signOut: async () => undefined,
  };
  const toasts = createToastStore();
  const language = createLanguageStore(undefined, [initialLanguage]);
  const result = render(
    <PlatformProvider
      preloaded={preloadedCatalogs()}
      platform={{ queryClient, config, theme: createThemeStore(), language, toasts, auth: authStore }}
    >
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, queryClient, toasts, signIns, authState: state, language };
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

/**
 * Answers the API client's fetch calls from a table of `METHOD /path` → [status, body], recording every
 * request (jsdom has no fetch of its own). Unknown routes answer 404 with a JSON error.
 */
export function stubFetch(routes: Record<string, [number, unknown]>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined, authorization: headers.Authorization });
    const [status, body] = routes[`${method} ${url}`] ?? [404, { error: 'Not found' }];
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return requests;
}
