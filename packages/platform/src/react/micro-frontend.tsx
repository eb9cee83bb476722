import { startTransition, type ComponentType, type ErrorInfo } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, SharedT, type CatalogLoaders } from '@padel/ui-kit';
import type { PlatformProps } from '../platform-props';
import { BrowserRouter } from '../router';
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

interface MicroFrontendOptions {
  /** Starts fetching the code of the page a path shows (`routedPages`' `preloadPage`), before the first mount. */
  preloadFirstScreen?: (pathname: string) => void;
}

/**
 * single-spa lifecycles for a micro-frontend: renders `Root` inside the platform providers built from the
 * shell's custom props and its own `catalogs` and a router of its own, with an error boundary showing a friendly card.
 * Its bootstrap (before the first mount) asks for the language's catalog and the first screen's page together
 * (decision 160): otherwise the page's chunk is asked for only once the catalog has arrived and the routes have
 * rendered, one more round trip on a phone.
 */
export function createMicroFrontend(Root: ComponentType, catalogs: CatalogLoaders, options: MicroFrontendOptions = {}) {
  function MicroFrontendRoot(props: MicroFrontendProps) {
    const { queryClient, auth, theme, language, toasts, config } = props;
    return (
      <PlatformProvider platform={{ queryClient, auth, theme, language, toasts, config }} catalogs={catalogs}>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </PlatformProvider>
    );
  }

  const lifecycles = singleSpaReact<PlatformProps>({
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

  return {
    ...lifecycles,
    async bootstrap(props: MicroFrontendProps): Promise<void> {
      // A failure here is left to the provider and the lazy page, which ask again and show their error states.
      catalogs[props.language.getSnapshot()]().catch(() => undefined);
      options.preloadFirstScreen?.(window.location.pathname);
      await lifecycles.bootstrap(props);
    },
    // single-spa-react renders inside mount's call: as a transition, React renders the page in slices and yields to
    // the browser between them, instead of one long task (decision 175).
    mount(props: MicroFrontendProps): Promise<unknown> {
      let mounted: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        mounted = lifecycles.mount(props);
      });
      return mounted;
    },
  };
}
