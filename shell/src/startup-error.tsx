import { ThemeProvider } from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, GlobalStyle, lightTheme } from '@padel/ui-kit';

/** Shown when the site cannot start (the run-time configuration did not load). */
export function StartupError() {
  return (
    <ThemeProvider theme={lightTheme}>
      <GlobalStyle />
      <Container style={{ maxWidth: 560, paddingTop: 80 }}>
        <Card role="alert">
          <CardHeader>
            <CardTitle as="h1">The site could not start</CardTitle>
            <CardDescription>We could not reach the league's servers. Please check your connection and try again.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => window.location.reload()}>Try again</Button>
          </CardContent>
        </Card>
      </Container>
    </ThemeProvider>
  );
}
