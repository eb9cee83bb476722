import { createRoot } from 'react-dom/client';
import { RuntimeConfig } from '@padel/contracts';
import { createQueryClient, createThemeStore, createToastStore, type PlatformProps } from '@padel/platform';
import { createShellAuth } from './auth/shell-auth';
import { registerMicroFrontends } from './microfrontends/register';
import { resetOnSessionChange } from './auth/session-change';
import { ShellApp } from './app';
import { StartupError } from './startup-error';

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
    toasts: createToastStore(),
    config,
  };
  resetOnSessionChange(platform);
  void auth.restore();
  registerMicroFrontends(platform);
  root.render(<ShellApp platform={platform} auth={auth} />);
}
