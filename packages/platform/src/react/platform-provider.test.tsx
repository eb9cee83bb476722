import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { createLanguageStore } from '../stores/language';
import { createObservable } from '../stores/observable';
import { createThemeStore } from '../stores/theme';
import { createToastStore } from '../stores/toasts';
import { createQueryClient } from '../query-client';
import { config } from '../testing';
import { PlatformProvider, useLanguage } from './platform-provider';

const catalogs = {
  en: async () => ({ 'greeting.welcome': 'Welcome, {name}' }),
  ar: async () => ({ 'greeting.welcome': 'أهلاً، {name}' }),
};

function Page() {
  const { direction } = useLanguage();
  return (
    <p data-direction={direction}>
      <FormattedMessage id="greeting.welcome" values={{ name: 'Noura' }} /> <FormattedNumber value={1234} />
    </p>
  );
}

function renderPage(initial: 'en' | 'ar') {
  const language = createLanguageStore(undefined, [initial]);
  render(
    <PlatformProvider
      catalogs={catalogs}
      platform={{
        queryClient: createQueryClient(),
        config,
        theme: createThemeStore(),
        language,
        toasts: createToastStore(),
        auth: {
          ...createObservable({ status: 'signed-out' as const }),
          getToken: async () => null,
          openSignIn: () => undefined,
          signOut: async () => undefined,
        },
      }}
    >
      <Page />
    </PlatformProvider>,
  );
  return language;
}

describe('PlatformProvider languages', () => {
  it('when the language is Arabic, then its catalog is loaded and the page reads right to left, with Western digits', async () => {
    renderPage('ar');

    const text = await screen.findByText(/أهلاً، Noura/);

    expect(text.textContent).toBe('أهلاً، Noura 1,234');
    expect(text.getAttribute('data-direction')).toBe('rtl');
  });

  it('when the language is switched, then the same tree shows the other catalog without remounting', async () => {
    const language = renderPage('en');
    const english = await screen.findByText(/Welcome, Noura/);

    await act(async () => language.setLanguage('ar'));

    const arabic = await screen.findByText(/أهلاً، Noura/);
    expect(arabic).toBe(english);
    expect(arabic.getAttribute('data-direction')).toBe('rtl');
  });
});
