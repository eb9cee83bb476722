import { createRoot } from 'react-dom/client';
import { RuntimeConfig } from '@padel/contracts';
import {
  createLanguageStore,
  createQueryClient,
  createThemeStore,
  createToastStore,
  type LanguageStore,
  type PlatformProps,
} from '@padel/platform';
import { directionOf } from '@padel/ui-kit';
import { createShellAuth } from './auth/shell-auth';
import { registerMicroFrontends } from './microfrontends/register';
import { resetOnSessionChange } from './auth/session-change';
import { ShellApp } from './app';
import { StartupError } from './startup-error';

/** `<html lang dir>` follow the language, now and on every switch. */
function followLanguage(language: LanguageStore): void {
  const apply = () => {
    const current = language.getSnapshot();
    document.documentElement.lang = current;
    document.documentElement.dir = directionOf(current);
  };
  apply();
  language.subscribe(apply);
}

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return RuntimeConfig.parse(await response.json());
}

export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('The site configuration could not be loaded', error);
    root.render(<StartupError />);
    return;
  }

  const auth = createShellAuth({ keycloak: config.keycloak, apiBaseUrl: config.apiBaseUrl });
  const platform: PlatformProps = {
    queryClient: createQueryClient(),
    auth,
    theme: createThemeStore(),
    language: createLanguageStore(),
    toasts: createToastStore(),
    config,
  };
  followLanguage(platform.language);
  resetOnSessionChange(platform);
  void auth.restore();
  registerMicroFrontends(platform);
  root.render(<ShellApp platform={platform} auth={auth} />);
}
