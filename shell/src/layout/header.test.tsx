import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Profile, RuntimeConfig } from '@padel/contracts';
import {
  createObservable,
  createQueryClient,
  createLanguageStore,
  createThemeStore,
  createToastStore,
  PlatformProvider,
  type AuthState,
} from '@padel/platform';
import { queryKeyOf } from '@padel/api';
import { Footer } from './footer';
import { Header } from './header';
import { preloadedCatalogs } from '@padel/platform/testing';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  keycloak: { url: 'http://localhost:8100/auth', realm: 'padel', clientId: 'padel-web' },
  remotes: { mf_public: '/a.js', mf_teams: '/b.js', mf_host: '/c.js' },
};

const noura = {
  id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
  email: 'noura@padel.local',
  roles: ['user' as const, 'player' as const, 'partner' as const],
};

const profile = (role: Profile['role']): Profile => ({
  id: noura.id,
  full_name: 'Noura Al Mansouri',
  email: noura.email,
  role,
  points: 0,
  wins: 0,
  losses: 0,
  matches_played: 0,
  titles_won: 0,
});

function renderLayout(auth: AuthState, cachedProfile?: Profile) {
  const queryClient = createQueryClient();
  if (cachedProfile) queryClient.setQueryData(queryKeyOf('/profile/me'), cachedProfile);
  const state = createObservable<AuthState>(auth);
  render(
    <PlatformProvider
      preloaded={preloadedCatalogs()}
      platform={{
        language: createLanguageStore(undefined, ['en']),
        queryClient,
        config,
        theme: createThemeStore(),
        toasts: createToastStore(),
        auth: { ...state, getToken: async () => 'token', openSignIn: () => undefined, signOut: async () => undefined },
      }}
    >
      <Header />
      <Footer />
    </PlatformProvider>,
  );
}

const mainLinks = () =>
  // The desktop bar is display:none below 768 px (jsdom matches no media query), so it has no accessible name here.
  within(document.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('Header', () => {
  test('when the profile role is partner, then Host Dashboard is in the main and the mobile navigation', () => {
    renderLayout({ status: 'signed-in', user: noura }, profile('partner'));

    expect(mainLinks()).toEqual(['Home', 'Tournaments', 'News', 'My Teams', 'Enter Tournament', 'My Profile', 'Host Dashboard']);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = within(screen.getByRole('dialog', { name: 'Menu' })).getAllByRole('link');
    expect(mobile.map((link) => link.textContent)).toEqual(mainLinks());
  });

  test('when the profile role is player, then there is no Host Dashboard', () => {
    renderLayout({ status: 'signed-in', user: noura }, profile('player'));

    expect(mainLinks()).not.toContain('Host Dashboard');
  });

  test('when authentication is still loading, then neither the user menu nor the sign-in icon is shown', () => {
    renderLayout({ status: 'loading' });

    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });

  test('when authentication is not configured, then no sign-in icon is shown', () => {
    renderLayout({ status: 'unconfigured' });

    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});

describe('Footer', () => {
  test('when rendered, then every SPEC link, the contact email and the social link are there', () => {
    renderLayout({ status: 'signed-out' });
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

    for (const href of [
      '/about',
      '/about#history',
      '/about#contact',
      '/tournaments',
      '/enter-tournament',
      '/my-teams',
      '/rankings',
      '/news',
      '/profile',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith('https://'))).toBe(true);
  });

  test('when Privacy Policy or Terms of Service is clicked, then it only logs', () => {
    renderLayout({ status: 'signed-out' });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const url = window.location.href;

    fireEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));

    expect(log).toHaveBeenCalledTimes(2);
    expect(window.location.href).toBe(url);
    log.mockRestore();
  });
});
