import { startTransition } from 'react';
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

/** The run-time config: index.html preloads it (same URL, mode and credentials), so this fetch takes that answer. */
async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // No cache mode of its own: the gateway answers it `no-store`, and a request with another mode would not take the preload.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return RuntimeConfig.parse(await response.json());
}

export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  // The language first (stored choice, else the browser's): even the start-up error speaks it.
  const language = createLanguageStore();
  followLanguage(language);
  // The shell's texts are asked for with the config, not after it (decision 160): one round trip less before the
  // first render. The layout (and the micro-frontends' container) is drawn once they are there.
  const current = language.getSnapshot();
  const texts = Promise.all([sharedCatalogs[current](), catalogs[current]()]);
  texts.catch(() => undefined); // awaited below once the config is there; a failure is thrown from there
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
  const [shared, own] = await texts;
  // A transition: React renders the shell in slices and yields to the browser between them, instead of one long task.
  startTransition(() => root.render(<ShellApp platform={platform} auth={auth} preloaded={{ [current]: { ...shared, ...own } }} />));
}
