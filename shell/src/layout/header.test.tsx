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
import type { Language } from '@padel/ui-kit';
import { Footer } from './footer';
import { Header } from './header';
import { preloadedCatalogs } from '@padel/platform/testing';
import english from '../i18n/en.json';

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

function renderLayout(auth: AuthState, cachedProfile?: Profile, language: Language = 'en') {
  const queryClient = createQueryClient();
  if (cachedProfile) queryClient.setQueryData(queryKeyOf('/profile/me'), cachedProfile);
  const state = createObservable<AuthState>(auth);
  render(
    <PlatformProvider
      preloaded={preloadedCatalogs()}
      platform={{
        language: createLanguageStore(undefined, [language]),
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

/** The shell's English texts that a reader would see (tags and arguments aside), to look for on an Arabic page. */
const englishTexts = Object.values(english)
  .map((message) =>
    message
      .replace(/<\/?\w+>/g, '')
      .replace(/\{[^}]*\}/g, '')
      .trim(),
  )
  .filter((text) => /[A-Za-z]{2}/.test(text));

/** Everything a reader or a screen reader gets from the page: its text and its labels. */
function visibleAndSpokenText(): string {
  const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...labels].join('\n');
}

describe('Header and footer in Arabic', () => {
  test('when the language is Arabic, then the links, menus and labels are in Arabic and no English text of the catalog is left', () => {
    renderLayout({ status: 'signed-in', user: noura }, profile('partner'), 'ar');

    expect(
      within(document.querySelector<HTMLElement>('nav[aria-label="القائمة الرئيسية"]') as HTMLElement)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['الرئيسية', 'البطولات', 'الأخبار', 'فرقي', 'التسجيل في بطولة', 'ملفي الشخصي', 'لوحة المنظّم']);
    expect(screen.getByRole('button', { name: 'التبديل إلى الوضع الداكن' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'الصفحة الرئيسية لدوري البادل' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 دوري البادل. جميع الحقوق محفوظة.');
    fireEvent.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    expect(screen.getByRole('dialog', { name: 'القائمة' })).toBeTruthy();

    const page = visibleAndSpokenText();
    expect(englishTexts.filter((text) => page.includes(text))).toEqual([]);
  });

  test('when signed out in Arabic, then the sign-in icon is named تسجيل الدخول', () => {
    renderLayout({ status: 'signed-out' }, undefined, 'ar');

    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
  });
});

describe('Language switch in the layout', () => {
  test('when the header is shown, then the language switch is in it (outside the side menu) and in the side menu', () => {
    renderLayout({ status: 'signed-out' });
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('button', { name: 'العربية' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'العربية' })).toBeTruthy();
  });

  test('when the switch in the side menu is pressed, then the whole layout turns Arabic', () => {
    renderLayout({ status: 'signed-out' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'العربية' }));

    expect(within(screen.getByRole('dialog', { name: 'القائمة' })).getAllByRole('link')[0]?.textContent).toBe('الرئيسية');
    expect(within(screen.getByRole('banner')).getAllByRole('button', { name: 'English' })).toHaveLength(1);
  });
});
