import type { ComponentType, ErrorInfo } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container } from '@padel/ui-kit';
import type { PlatformProps } from '../platform-props';
import { PlatformProvider } from './platform-provider';

export type MicroFrontendProps = PlatformProps & AppProps;

const Centered = styled(Container)`
  padding-top: 48px;
  padding-bottom: 48px;
  max-width: 560px;
`;

/** Shown instead of a micro-frontend that crashed, so the rest of the page keeps working. */
export function MicroFrontendError() {
  return (
    <Centered>
      <Card role="alert">
        <CardHeader>
          <CardTitle>Something went wrong</CardTitle>
          <CardDescription>This part of the page could not be displayed. Please reload the page to try again.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

/**
 * single-spa lifecycles for a micro-frontend: renders `Root` inside the platform providers built from the
 * shell's custom props, with an error boundary showing a friendly card.
 */
export function createMicroFrontend(Root: ComponentType) {
  function MicroFrontendRoot(props: MicroFrontendProps) {
    const { queryClient, auth, theme, toasts, config } = props;
    return (
      <PlatformProvider platform={{ queryClient, auth, theme, toasts, config }}>
        <Root />
      </PlatformProvider>
    );
  }

  return singleSpaReact<PlatformProps>({
    React,
    ReactDOMClient,
    rootComponent: MicroFrontendRoot,
    errorBoundary(error: Error, info: ErrorInfo, props: MicroFrontendProps) {
      console.error(`Micro-frontend ${props.name} crashed`, error, info.componentStack);
      // The crash may have come from the providers themselves: the card needs a theme of its own.
      return (
        <PlatformProvider platform={props}>
          <MicroFrontendError />
        </PlatformProvider>
      );
    },
  });
}
