import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@padel/contracts';
import { createObservable, createQueryClient, createThemeStore, createToastStore, PlatformProvider, type AuthState } from '@padel/platform';
import { AcceptInvitationPage } from './accept-invitation-page';

const config: RuntimeConfig = { apiBaseUrl: '/api', keycloak: null, remotes: { mf_public: '/a.js', mf_teams: '/b.js', mf_host: '/c.js' } };

function renderAt(url: string, state: AuthState) {
  const auth = createObservable<AuthState>(state);
  render(
    <PlatformProvider
      platform={{
        queryClient: createQueryClient(),
        config,
        theme: createThemeStore(),
        toasts: createToastStore(),
        auth: { ...auth, getToken: async () => null, openSignIn: () => undefined, signOut: async () => undefined },
      }}
    >
      <MemoryRouter initialEntries={[url]}>
        <AcceptInvitationPage />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('Accept invitation page', () => {
  test('when the URL has no token, then Invalid Invitation explains it', () => {
    renderAt('/accept', { status: 'signed-in', user: { id: 'u', email: 'omar@padel.local', roles: ['user'] } });

    expect(screen.getByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('No invitation token found in URL')).toBeTruthy();
  });

  test('when signed out with a token, then Sign In Required offers a way home', () => {
    renderAt('/accept?token=abc', { status: 'signed-out' });

    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
