import { fireEvent, render, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@padel/contracts';
import {
  createObservable,
  createQueryClient,
  createThemeStore,
  createToastStore,
  PlatformProvider,
  SignInGate,
  type AuthState,
} from '@padel/platform';
import { ACCESS_RESTRICTED_MESSAGE, HostDashboardPage } from './host-dashboard-page';

const config: RuntimeConfig = { apiBaseUrl: '/api', keycloak: null, remotes: { mf_public: '/a.js', mf_teams: '/b.js', mf_host: '/c.js' } };

function renderPage(state: AuthState, openSignIn: () => void = () => undefined) {
  const auth = createObservable<AuthState>(state);
  const toasts = createToastStore();
  render(
    <PlatformProvider
      platform={{
        queryClient: createQueryClient(),
        config,
        theme: createThemeStore(),
        toasts,
        auth: { ...auth, getToken: async () => null, openSignIn, signOut: async () => undefined },
      }}
    >
      <SignInGate>
        <HostDashboardPage />
      </SignInGate>
    </PlatformProvider>,
  );
  return { toasts };
}

describe('Host dashboard', () => {
  test('when signed out, then Sign In Required shows a Sign In button that opens the dialog', () => {
    const openSignIn = jest.fn();
    renderPage({ status: 'signed-out' }, openSignIn);

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(openSignIn).toHaveBeenCalledTimes(1);
  });

  test('when authentication is not configured, then the Sign In button toasts Authentication not configured', () => {
    const { toasts } = renderPage({ status: 'unconfigured' }, () => {
      throw new Error('Authentication not configured');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Authentication not configured', variant: 'destructive' });
  });

  test('when signed in without the partner role, then Access Restricted is shown', () => {
    renderPage({ status: 'signed-in', user: { id: 'u2', email: 'omar@padel.local', roles: ['user', 'player'] } });

    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(ACCESS_RESTRICTED_MESSAGE)).toBeTruthy();
  });

  test('when signed in as a partner, then the Host Dashboard is shown', () => {
    renderPage({ status: 'signed-in', user: { id: 'u1', email: 'noura@padel.local', roles: ['user', 'partner'] } });

    expect(screen.getByRole('heading', { name: 'Host Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Access Restricted')).toBeNull();
  });
});
