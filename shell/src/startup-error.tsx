import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { LEAGUE_TIME_ZONE } from '@padel/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  GlobalStyle,
  lightTheme,
  localeOf,
  type Language,
} from '@padel/ui-kit';
import { T } from './i18n';
// Its texts in both languages are in the first bundle on purpose: when the site cannot start, loading a chunk may fail
// too. Only its own (`?ids=`: the build keeps the ids starting with `startup.`), not the whole catalogs.
import arabic from './i18n/ar.json?ids=startup.';
import english from './i18n/en.json?ids=startup.';

const CATALOGS: Record<Language, Record<string, string>> = { en: english, ar: arabic };

/**
 * Shown when the site cannot start (the run-time configuration did not load). It renders outside the platform's
 * providers, in the reader's language (the stored choice, else the browser's: the language store's rule).
 */
export function StartupError({ language }: { language: Language }) {
  return (
    <IntlProvider locale={localeOf(language)} messages={CATALOGS[language]} defaultLocale="en-US" timeZone={LEAGUE_TIME_ZONE}>
      <ThemeProvider theme={lightTheme}>
        <GlobalStyle />
        <Container style={{ maxWidth: 560, paddingTop: 80 }}>
          <Card role="alert">
            <CardHeader>
              <CardTitle as="h1">
                <T id="startup.title" />
              </CardTitle>
              <CardDescription>
                <T id="startup.description" />
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button onClick={() => window.location.reload()}>
                <T id="startup.retry" />
              </Button>
            </CardContent>
          </Card>
        </Container>
      </ThemeProvider>
    </IntlProvider>
  );
}
