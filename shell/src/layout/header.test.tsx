import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Profile } from '@padel/contracts';
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
import { shellConfig } from '../auth/test-auth';
import english from '../i18n/en.json';
import { installFakeResizeObserver, layoutChanged } from './fake-resize-observer';

const noura = {
  id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
  email: 'noura@padel.local',
  roles: ['user' as const, 'player' as const, 'partner' as const],
};

const profile = (role: Profile['role']): Profile => ({
  id: noura.id,
  full_name: 'Noura Al Mansouri',
  email: noura.email,
  language: 'en',
  registered_player: true,
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
  const languageStore = createLanguageStore(undefined, [language]);
  render(
    <PlatformProvider
      preloaded={preloadedCatalogs()}
      platform={{
        language: languageStore,
        queryClient,
        config: shellConfig,
        theme: createThemeStore(),
        toasts: createToastStore(),
        auth: { ...state, getToken: async () => 'token', openSignIn: () => undefined, signOut: async () => undefined },
      }}
    >
      <Header />
      <Footer />
    </PlatformProvider>,
  );
  return { auth: state, language: languageStore };
}

/**
 * jsdom lays nothing out: the header's room for links is `room` px, and a link is 8 px per character of its label
 * (so the same links take another width in another language); nothing else takes room.
 */
function layOut(room: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'NAV' ? room : this.parentElement?.tagName === 'NAV' ? (this.textContent ?? '').length * 8 : 0;
    return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0, toJSON: () => ({}) };
  });
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (getComputedStyle(this).display === 'none' ? [] : [this.getBoundingClientRect()]) as unknown as DOMRectList;
  });
}

beforeEach(() => {
  installFakeResizeObserver();
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear(); // the language a test switched to
});

const mainNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement;
const mainLinks = () =>
  within(mainNav())
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('Header', () => {
  test('when the profile role is partner, then Rankings and Host Dashboard are in the main and the mobile navigation', () => {
    layOut(300);
    renderLayout({ status: 'signed-in', user: noura }, profile('partner'));

    expect(mainLinks()).toHaveLength(8);
    expect(mainLinks().slice(0, 3)).toEqual(['Home', 'Tournaments', 'Rankings']);
    expect(mainLinks().at(-1)).toBe('Host Dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = within(screen.getByRole('dialog', { name: 'Menu' })).getAllByRole('link');
    expect(mobile.map((link) => link.textContent)).toEqual(mainLinks());
  });

  test('when the links fit in the room the header has, then they are shown and there is no menu button', () => {
    layOut(1000);
    renderLayout({ status: 'signed-in', user: noura }, profile('partner'));

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(mainNav()).getByRole('link', { name: 'Rankings' }).getAttribute('href')).toBe('/rankings');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  test('when the links are wider than the room, then they are hidden and the menu button has them', () => {
    layOut(400);
    renderLayout({ status: 'signed-in', user: noura }, profile('partner'));

    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Rankings' })).toBeTruthy();
  });

  test('when the visitor signs in and the links outgrow the room, then the menu replaces them', () => {
    layOut(400);
    const { auth } = renderLayout({ status: 'signed-out' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    act(() => auth.set({ status: 'signed-in', user: noura }));
    layoutChanged();

    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  test('when the language changes and its labels no longer fit, then the menu replaces them, and back', () => {
    layOut(230); // English labels: 216 px; Arabic: 240 px.
    const { language } = renderLayout({ status: 'signed-out' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    act(() => language.setLanguage('ar'));
    layoutChanged();
    expect(screen.queryByRole('navigation', { name: 'القائمة الرئيسية' })).toBeNull();
    expect(screen.getByRole('button', { name: 'فتح القائمة' })).toBeTruthy();

    act(() => language.setLanguage('en'));
    layoutChanged();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  test('when the theme toggle gets keyboard focus, then its tooltip names the action and there is no title', () => {
    layOut(1000);
    renderLayout({ status: 'signed-out' });
    const toggle = screen.getByTestId('theme-toggle');

    act(() => toggle.focus());

    expect(screen.getByRole('tooltip').textContent).toBe('Switch to dark theme');
    expect(toggle.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    expect(document.querySelector('header [title]')).toBeNull();
  });

  test('when the profile is not read yet (slow, or its read fails), then Host Dashboard shows at once from the token’s partner role', () => {
    renderLayout({ status: 'signed-in', user: noura });

    expect(mainLinks().at(-1)).toBe('Host Dashboard');
  });

  test('when the profile role is player, then there is no Host Dashboard', () => {
    renderLayout({ status: 'signed-in', user: noura }, profile('player'));

    expect(mainLinks()).not.toContain('Host Dashboard');
  });

  test('when authentication is still loading, then neither the user menu nor the sign-in icon is shown, but the icon’s room is kept', () => {
    renderLayout({ status: 'loading' });

    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(screen.getByTestId('session-check-place').getAttribute('aria-hidden')).toBe('true');
  });

  test('when authentication is not loading, then no room is kept for the check', () => {
    renderLayout({ status: 'signed-out' });

    expect(screen.queryByTestId('session-check-place')).toBeNull();
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
    layOut(300);
    renderLayout({ status: 'signed-in', user: noura }, profile('partner'), 'ar');

    expect(
      within(document.querySelector<HTMLElement>('nav[aria-label="القائمة الرئيسية"]') as HTMLElement)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['الرئيسية', 'البطولات', 'التصنيف', 'الأخبار', 'فرقي', 'التسجيل في بطولة', 'ملفي الشخصي', 'لوحة المنظّم']);
    expect(screen.getByRole('button', { name: 'التبديل إلى الوضع الداكن' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'دوري البادل، الصفحة الرئيسية' })).toBeTruthy();
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
    layOut(100);
    renderLayout({ status: 'signed-out' });
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('button', { name: 'العربية' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'العربية' })).toBeTruthy();
  });

  test('when the switch in the side menu is pressed, then the whole layout turns Arabic', () => {
    layOut(100);
    renderLayout({ status: 'signed-out' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'العربية' }));

    expect(within(screen.getByRole('dialog', { name: 'القائمة' })).getAllByRole('link')[0]?.textContent).toBe('الرئيسية');
    expect(within(screen.getByRole('banner')).getAllByRole('button', { name: 'English' })).toHaveLength(1);
  });
});
