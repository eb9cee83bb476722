import type { ComponentType, ErrorInfo } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, SharedT, type CatalogLoaders } from '@padel/ui-kit';
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
          <CardTitle>
            <SharedT id="microFrontend.error.title" />
          </CardTitle>
          <CardDescription>
            <SharedT id="microFrontend.error.description" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => window.location.reload()}>
            <SharedT id="microFrontend.error.reload" />
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

/**
 * single-spa lifecycles for a micro-frontend: renders `Root` inside the platform providers built from the
 * shell's custom props and its own `catalogs`, with an error boundary showing a friendly card.
 */
export function createMicroFrontend(Root: ComponentType, catalogs: CatalogLoaders) {
  function MicroFrontendRoot(props: MicroFrontendProps) {
    const { queryClient, auth, theme, language, toasts, config } = props;
    return (
      <PlatformProvider platform={{ queryClient, auth, theme, language, toasts, config }} catalogs={catalogs}>
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
        <PlatformProvider platform={props} catalogs={catalogs}>
          <MicroFrontendError />
        </PlatformProvider>
      );
    },
  });
}
