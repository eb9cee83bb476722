import { matchesRoute } from '@padel/contracts';
import type { ComponentType } from 'react';
import { Route, Routes } from '../router';
import { lazyPage } from './lazy-page';
import { SignInGate } from './sign-in-gate';

export { matchesRoute };

/** A route whose page is a chunk of its own (decision 142), fetched ahead for the first screen (decision 160). */
export interface PageRoute {
  /** A react-router path: literal segments and `:param` segments. */
  path: string;
  load: () => Promise<ComponentType>;
  /** Shown to signed-in users only (the sign-in gate first). */
  signedIn?: boolean;
}

/** The page of every path no route matches: a component, and how to fetch it ahead when it is a chunk of its own. */
export interface NotFoundPage {
  Page: ComponentType;
  load?: () => Promise<unknown>;
}

/**
 * A micro-frontend's pages from its route table, in match order (its root, inside the router `createMicroFrontend`
 * gives it), and `preloadPage`, which starts fetching the page a
 * path shows, so that its chunk arrives with the catalog instead of after it (`createMicroFrontend`'s
 * `preloadFirstScreen`): the route's lazy page then finds it loaded (webpack fetches a chunk once). A failed preload is
 * left to that lazy page, which asks again and shows the error card if it fails too.
 */
export function routedPages(
  routes: PageRoute[],
  notFound: NotFoundPage,
): { Pages: ComponentType; preloadPage: (pathname: string) => void } {
  const pages = routes.map((route) => ({ ...route, Page: lazyPage(route.load) }));
  const NotFound = notFound.Page;

  function Pages() {
    return (
      <Routes>
        {pages.map(({ path, Page, signedIn }) => (
          <Route
            key={path}
            path={path}
            element={
              signedIn ? (
                <SignInGate>
                  <Page />
                </SignInGate>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
  }

  const preloadPage = (pathname: string): void => {
    const load = routes.find((route) => matchesRoute(route.path, pathname))?.load ?? notFound.load;
    load?.().catch(() => undefined);
  };

  return { Pages, preloadPage };
}
