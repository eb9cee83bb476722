import { useEffect, useState } from 'react';
import { getMountedApps, start } from 'single-spa';
import styled from 'styled-components';
import { GlobalStyle, Spinner } from '@padel/ui-kit';
import { PlatformProvider, type PlatformProps, type TranslationProps } from '@padel/platform';
import { AuthDialogOnDemand } from './auth/auth-dialog-on-demand';
import type { ShellAuth } from './auth/shell-auth';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { MICROFRONTEND_CONTAINER_ID } from './microfrontends/register';
import { Toaster } from './toaster/toaster';
import { catalogs, T, useT } from './i18n';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen high: the footer starts below the fold, so nothing it shows moves when a page mounts (decision 143).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
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
  inset-inline-start: 8px;
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

/**
 * The shell's page inside the providers: skip link, header, the micro-frontends' container (a spinner until one
 * mounts), footer. It renders once the language's catalog is loaded, so single-spa starts when the container exists.
 */
function ShellPage() {
  const anyMounted = useAnyApplicationMounted();
  const t = useT();
  return (
    <Page>
      <SkipLink
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        <T id="shell.skipToContent" />
      </SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        {anyMounted ? null : (
          <Loading>
            <Spinner label={t('shell.loadingPage')} />
          </Loading>
        )}
        <div id={MICROFRONTEND_CONTAINER_ID} />
      </Main>
      <Footer />
    </Page>
  );
}

export function ShellApp({
  platform,
  auth,
  preloaded,
}: { platform: PlatformProps; auth: ShellAuth } & Pick<TranslationProps, 'preloaded'>) {
  return (
    <PlatformProvider platform={platform} catalogs={catalogs} preloaded={preloaded}>
      <GlobalStyle />
      <ShellPage />
      <AuthDialogOnDemand auth={auth} />
      <Toaster store={platform.toasts} />
    </PlatformProvider>
  );
}
