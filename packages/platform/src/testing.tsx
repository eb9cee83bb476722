// Test helpers for micro-frontends: render inside the platform providers as the shell would, with a scripted fetch.
// Import from '@padel/platform/testing' in tests only; it is not part of the runtime index.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { Role, RuntimeConfig } from '@padel/contracts';
import type { Language, Messages } from '@padel/ui-kit';
import { sharedMessages } from '@padel/ui-kit/i18n/testing';
import {
  createLanguageStore,
  createObservable,
  createQueryClient,
  createThemeStore,
  createToastStore,
  PlatformProvider,
  type AuthState,
} from './index';

/** The catalogs of the front end under test: its jest setup file (`test/i18n-setup.ts`) puts them here. */
const catalogsUnderTest = (): Partial<Record<Language, Messages>> =>
  (globalThis as { padelTestCatalogs?: Partial<Record<Language, Messages>> }).padelTestCatalogs ?? {};

/** Every language's messages at once (shared texts and the front end's), so a test renders its texts synchronously. */
export const preloadedCatalogs = (): Record<Language, Messages> => ({
  en: { ...sharedMessages.en, ...catalogsUnderTest().en },
  ar: { ...sharedMessages.ar, ...catalogsUnderTest().ar },
});

export const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  keycloak: null,
  remotes: { mf_public: '/a.js', mf_teams: '/b.js', mf_host: '/c.js' },
};

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
  /** Every header sent (Idempotency-Key, …). */
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = FakeAnswer | ((call: ApiCall) => FakeAnswer);

/**
 * Answers the page's API calls in the browser test environment: `routes` maps `METHOD /api/path?query`
 * to an answer (status 200 unless given), and `METHOD /api/path` answers that path with any other query. Unknown routes answer 404 so a wrong call fails the test.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method,
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.Authorization,
      headers,
    };
    calls.push(call);
    // A route without a query answers its path with any query no route names (a handler reads `call.path`).
    const handler = routes[`${method} ${call.path}`] ?? routes[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(call) : (handler ?? { status: 404, body: { error: 'Not found' } });
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  };
  globalThis.fetch = fetchImpl as typeof fetch;
  return {
    calls,
    /** Replaces or adds a route (e.g. the list as it is after a mutation). */
    route(key: string, handler: Handler) {
      routes[key] = handler;
    },
    callsTo(key: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
}

/**
 * Holds back the answers to the requests `match` picks (`'METHOD /api/path'`, or a test of URL and method) until
 * `release()`, so a test can look at the screen while they are in flight. Install it after `fakeApi`.
 */
export function holdRequests(match: string | ((url: string, method: string) => boolean)) {
  const answer = globalThis.fetch;
  const matches =
    typeof match === 'string'
      ? (url: string, method: string) => {
          const { pathname, search } = new URL(url, 'http://localhost');
          return `${method} ${pathname}${search}` === match;
        }
      : match;
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (matches(String(input), init?.method ?? 'GET')) await held;
    return answer(input, init);
  }) as typeof fetch;
  return { release: () => act(async () => open()) };
}

export function signedIn(id: string, email = 'me@padel.test', roles: Role[] = ['user', 'player']): AuthState {
  return { status: 'signed-in', user: { id, email, roles } };
}

/** A storage that remembers nothing (each test starts from its own language). */
const noStorage = { getItem: () => null, setItem: () => undefined } as unknown as Storage;

/** Renders `ui` inside the platform providers (and a router at `url`), as the shell would mount it. */
export function renderWithPlatform(
  ui: ReactElement,
  {
    auth: authState,
    url = '/',
    queryClient = createQueryClient(),
    language: initialLanguage = 'en',
  }: { auth: AuthState; url?: string; queryClient?: QueryClient; language?: Language },
) {
  const auth = createObservable<AuthState>(authState);
  const toasts = createToastStore();
  // Not the page's localStorage: a test that switches the language must not change the next test's.
  const language = createLanguageStore(noStorage, [initialLanguage]);
  const result = render(
    <PlatformProvider
      preloaded={preloadedCatalogs()}
      platform={{
        queryClient,
        config,
        theme: createThemeStore(),
        language,
        toasts,
        auth: {
          ...auth,
          getToken: async () => (auth.getSnapshot().status === 'signed-in' ? 'test-token' : null),
          openSignIn: () => undefined,
          signOut: async () => undefined,
        },
      }}
    >
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, toasts, queryClient, auth, language };
}

/**
 * A text matcher for a line that holds names isolated in `<bdi>` (decision 195): the innermost element whose whole
 * text is `text` (testing-library's own matchers read only an element's own text nodes, which a `<bdi>` splits).
 */
export const line =
  (text: string | RegExp) =>
  (_content: string, element: Element | null): boolean => {
    const matches = (value: string | null | undefined) => (typeof text === 'string' ? value === text : text.test(value ?? ''));
    return element !== null && matches(element.textContent) && !Array.from(element.children).some((child) => matches(child.textContent));
  };
