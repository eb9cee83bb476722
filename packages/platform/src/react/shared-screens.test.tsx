import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { config, preloadedCatalogs, renderWithPlatform, signedIn } from '../testing';
import { createQueryClient } from '../query-client';
import { createLanguageStore } from '../stores/language';
import { createObservable } from '../stores/observable';
import { createThemeStore } from '../stores/theme';
import { createToastStore } from '../stores/toasts';
import type { AuthState, AuthStore } from '../stores/auth';
import { PlatformProvider } from './platform-provider';
import { useEntryWindowOf, type EntryWindow } from '../entry-window';
import { NotFoundCard } from './not-found-card';
import { NotAvailableYet, PageLayout } from './page-layout';
import { SignInGate } from './sign-in-gate';
import { useDocumentTitle } from './use-document-title';
import { useSignInAction, useSignInThen } from './use-sign-in-action';

const signedOut = { status: 'signed-out' } as const;

function TitledPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PageLayout title={title} />;
}

describe('SignInGate', () => {
  test('when a visitor is signed out, then the card asks to sign in', () => {
    renderWithPlatform(<SignInGate>Secret</SignInGate>, { auth: signedOut });

    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to access this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
  });

  test('when a visitor is signed out on the Arabic site, then the card reads in Arabic', () => {
    renderWithPlatform(<SignInGate>Secret</SignInGate>, { auth: signedOut, language: 'ar' });

    expect(screen.getByRole('heading', { name: 'يلزم تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByText('يُرجى تسجيل الدخول للوصول إلى هذه الصفحة.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
  });

  test('when the gate stands for a page on the Arabic site, then the tab’s title says so in Arabic, and the page’s own title once signed in', () => {
    document.title = 'Padel League · Season 2026';
    const view = renderWithPlatform(
      <SignInGate>
        <TitledPage title="صفحتي" />
      </SignInGate>,
      { auth: { status: 'loading' }, language: 'ar' },
    );
    expect(document.title).toMatch(/^جارٍ التحقق من جلستك · /);
    view.unmount();

    renderWithPlatform(<SignInGate>Secret</SignInGate>, { auth: signedOut, language: 'ar' });
    expect(document.title).toMatch(/^يلزم تسجيل الدخول · /);

    renderWithPlatform(
      <SignInGate>
        <TitledPage title="صفحتي" />
      </SignInGate>,
      { auth: signedIn('u1'), language: 'ar' },
    );
    expect(document.title).toMatch(/^صفحتي · /);
  });

  test('when the session is being restored on the Arabic site, then the spinner says so in Arabic', () => {
    renderWithPlatform(<SignInGate>Secret</SignInGate>, { auth: { status: 'loading' }, language: 'ar' });

    expect(screen.getByRole('status').textContent).toBe('جارٍ التحقق من جلستك');
  });

  test('when the user is signed in, then the page shows', () => {
    renderWithPlatform(<SignInGate>Secret</SignInGate>, { auth: signedIn('u1') });

    expect(screen.getByText('Secret')).toBeTruthy();
  });
});

describe('shared cards in Arabic', () => {
  test('when a page does not exist on the Arabic site, then the not-found card reads in Arabic', () => {
    renderWithPlatform(<NotFoundCard />, { auth: signedOut, language: 'ar' });

    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Go Home')).toBeNull();
  });

  test('when a screen is not open yet, then the card names it in the sentence of the reader language', () => {
    renderWithPlatform(<NotAvailableYet what="Statistics" />, { auth: signedOut });
    expect(screen.getByRole('status').textContent).toBe('Not available yetStatistics opens in an upcoming release of the league platform.');
  });

  test('when a screen is not open yet on the Arabic site, then the card reads in Arabic around the given name', () => {
    renderWithPlatform(<NotAvailableYet what="الإحصاءات" />, { auth: signedOut, language: 'ar' });
    expect(screen.getByRole('status').textContent).toBe('غير متاح بعدقسم «الإحصاءات» سيكون متاحًا في إصدار قادم من منصة الدوري.');
  });
});

describe('useDocumentTitle', () => {
  test('when a page is titled, then the tab reads the title and the league in the reader language', () => {
    const { language } = renderWithPlatform(<TitledPage title="Rankings" />, { auth: signedOut });
    expect(document.title).toBe('Rankings · Padel League');

    act(() => language.setLanguage('ar'));

    expect(document.title).toBe('Rankings · دوري البادل');
  });
});

describe('useSignInAction and useSignInThen', () => {
  /** `ui` under a signed-out session whose shell opens sign-in with `openSignIn`; returns the spied toast action. */
  function renderSignedOut(ui: ReactElement, openSignIn: AuthStore['openSignIn'], language: 'en' | 'ar' = 'en') {
    const toasts = createToastStore();
    const toast = jest.spyOn(toasts, 'toast');
    render(
      <PlatformProvider
        preloaded={preloadedCatalogs()}
        platform={{
          queryClient: createQueryClient(),
          config,
          theme: createThemeStore(),
          language: createLanguageStore(undefined, [language]),
          toasts,
          auth: { ...createObservable<AuthState>(signedOut), getToken: async () => null, openSignIn, signOut: async () => undefined },
        }}
      >
        {ui}
      </PlatformProvider>,
    );
    return toast;
  }

  function SignIn() {
    const onSignIn = useSignInAction();
    return <button onClick={onSignIn}>go</button>;
  }

  function Resume({ onSignedIn }: { onSignedIn: () => void }) {
    const signInThen = useSignInThen();
    return <button onClick={() => signInThen(onSignedIn)}>go</button>;
  }

  test('when sign-in is not configured on the Arabic site, then the toast says so in Arabic', () => {
    const toast = renderSignedOut(
      <SignIn />,
      () => {
        throw new Error('Authentication not configured');
      },
      'ar',
    );

    fireEvent.click(screen.getByRole('button'));

    expect(toast).toHaveBeenCalledWith({ title: 'خطأ', description: 'خدمة تسجيل الدخول غير مُهيّأة.', variant: 'destructive' });
  });

  test('when a visitor is sent to sign in, then the shell gets what to resume once signed in', () => {
    const openSignIn = jest.fn();
    const onSignedIn = jest.fn();
    renderSignedOut(<Resume onSignedIn={onSignedIn} />, openSignIn);

    fireEvent.click(screen.getByRole('button'));

    expect(openSignIn).toHaveBeenCalledWith({ onSignedIn });
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('useEntryWindowOf', () => {
  const window = { entryOpenAt: '2026-01-04T20:00:00.000Z', entryCloseAt: '2026-02-07T20:00:00.000Z' };
  let seen: Record<string, EntryWindow> = {};
  function Notes() {
    const entryWindowOf = useEntryWindowOf();
    seen = {
      before: entryWindowOf(window, new Date('2026-01-01T10:00:00Z')),
      during: entryWindowOf(window, new Date('2026-01-20T10:00:00Z')),
      after: entryWindowOf(window, new Date('2026-02-07T20:00:00Z')),
    };
    return null;
  }

  test('when the window is not open, open or closed, then the note reads as the spec writes it in English', () => {
    renderWithPlatform(<Notes />, { auth: signedOut });

    expect(seen).toEqual({
      before: { state: 'not-open', note: 'Entries open on January 5, 2026' },
      during: { state: 'open', note: null },
      after: { state: 'closed', note: 'Entries closed' },
    });
  });

  test('when the site is in Arabic, then the notes are Arabic with the day in the league calendar and Western digits', () => {
    renderWithPlatform(<Notes />, { auth: signedOut, language: 'ar' });

    expect(seen.before).toEqual({ state: 'not-open', note: 'يُفتح باب التسجيل في 5 يناير 2026' });
    expect(seen.after?.note).toBe('أُغلق باب التسجيل');
  });
});
