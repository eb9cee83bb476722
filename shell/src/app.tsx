import { useEffect, useState } from 'react';
import { getMountedApps, start } from 'single-spa';
import styled from 'styled-components';
import { GlobalStyle, Spinner } from '@padel/ui-kit';
import { PlatformProvider, type PlatformProps } from '@padel/platform';
import { AuthDialog } from './auth/auth-dialog';
import type { ShellAuth } from './auth/shell-auth';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { MICROFRONTEND_CONTAINER_ID } from './microfrontends/register';
import { Toaster } from './toaster/toaster';
import { catalogs } from './i18n';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  position: relative;
  &:focus {
    outline: none;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 16px;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 200;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: 8px;
  }
`;

/** Whether a micro-frontend is mounted (to show a spinner while the first one loads). */
function useAnyApplicationMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const update = () => setMounted(getMountedApps().length > 0);
    window.addEventListener('single-spa:routing-event', update);
    // The container exists now: single-spa may mount applications into it.
    start({ urlRerouteOnly: true });
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return mounted;
}

export function ShellApp({ platform, auth }: { platform: PlatformProps; auth: ShellAuth }) {
  const anyMounted = useAnyApplicationMounted();
  return (
    <PlatformProvider platform={platform} catalogs={catalogs}>
      <GlobalStyle />
      <Page>
        <SkipLink
          href="#main-content"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          Skip to content
        </SkipLink>
        <Header />
        <Main id="main-content" tabIndex={-1}>
          {anyMounted ? null : (
            <Loading>
              <Spinner label="Loading page" />
            </Loading>
          )}
          <div id={MICROFRONTEND_CONTAINER_ID} />
        </Main>
        <Footer />
      </Page>
      <AuthDialog auth={auth} />
      <Toaster store={platform.toasts} />
    </PlatformProvider>
  );
}
