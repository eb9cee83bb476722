import { lazy, Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import { Spinner } from '@padel/ui-kit';

/** Holds the page's place while its code loads: at least a screen high, so the footer below never jumps. */
const PageLoading = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 100vh;
  padding: 64px 16px;
`;

/**
 * A route's page in a chunk of its own, loaded when the route is first shown (decision 142): the first screen
 * downloads its own page only. A failed load throws to the micro-frontend's error boundary (its friendly card).
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <PageLoading>
            <Spinner />
          </PageLoading>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
