import { createRoot } from 'react-dom/client';
import { RuntimeConfig } from '@padel/contracts';
import { createLanguageStore, createQueryClient, createThemeStore, createToastStore, type PlatformProps } from '@padel/platform';
import { sharedCatalogs } from '@padel/ui-kit';
import { catalogs } from './i18n';
import { createShellAuth } from './auth/shell-auth';
import { registerMicroFrontends } from './microfrontends/register';
import { resetOnSessionChange } from './auth/session-change';
import { ShellApp } from './app';
import { StartupError } from './startup-error';
import { followLanguage } from './document-language';

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return RuntimeConfig.parse(await response.json());
}

export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  // The language first (stored choice, else the browser's): even the start-up error speaks it.
  const language = createLanguageStore();
  followLanguage(language);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('The site configuration could not be loaded', error);
    root.render(<StartupError language={language.getSnapshot()} />);
    return;
  }

  const auth = createShellAuth({ keycloak: config.keycloak, apiBaseUrl: config.apiBaseUrl });
  const platform: PlatformProps = {
    queryClient: createQueryClient(),
    auth,
    theme: createThemeStore(),
    language,
    toasts: createToastStore(),
    config,
  };
  resetOnSessionChange(platform);
  void auth.restore();
  registerMicroFrontends(platform);
  // The shell's texts are there before its first render: the layout (and the micro-frontends' container) never waits.
  const current = language.getSnapshot();
  const [shared, own] = await Promise.all([sharedCatalogs[current](), catalogs[current]()]);
  root.render(<ShellApp platform={platform} auth={auth} preloaded={{ [current]: { ...shared, ...own } }} />);
}
