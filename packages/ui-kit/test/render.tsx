import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { directionOf, lightTheme, localeOf, type Language } from '../src';
import { sharedMessages } from '../src/i18n/testing';

/** Renders `ui` with the light theme and the shared catalog of `language` (English unless told), in its direction. */
export function renderWithTheme(ui: ReactElement, { language = 'en' }: { language?: Language } = {}) {
  return render(
    <IntlProvider locale={localeOf(language)} messages={sharedMessages[language]} defaultLocale="en-US">
      <ThemeProvider theme={lightTheme}>
        <div dir={directionOf(language)}>{ui}</div>
      </ThemeProvider>
    </IntlProvider>,
  );
}
