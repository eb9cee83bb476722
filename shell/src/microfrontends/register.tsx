import { createRoot, type Root } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import { remoteOwningPath, type RuntimeConfig } from '@padel/contracts';
import { MicroFrontendError, PlatformProvider, type PlatformProps } from '@padel/platform';

/** The `<main>` element the applications mount into (rendered by the shell's layout). */
export const MICROFRONTEND_CONTAINER_ID = 'microfrontend-container';

interface Application {
  /** single-spa application name. */
  name: string;
  /** Federation container name (the global its remoteEntry.js defines), key of `config.remotes`. */
  remote: keyof RuntimeConfig['remotes'];
}

/** Each is active on the paths its remote owns (`remoteOwningPath`, shared with the gateway). */
export const APPLICATIONS: Application[] = [
  { name: 'mf-public', remote: 'mf_public' },
  { name: 'mf-teams', remote: 'mf_teams' },
  { name: 'mf-host', remote: 'mf_host' },
];

/**
 * The remote's exposed `./app` through the federation runtime (@module-federation/enhanced, decision 174): its
 * remoteEntry.js joins the shell's share scope, so the page keeps one copy of each singleton.
 */
async function loadRemoteApp(remote: string, entryUrl: string): Promise<LifeCycles> {
  registerRemotes([{ name: remote, entry: entryUrl }]);
  const lifecycles = await loadRemote<LifeCycles>(`${remote}/app`);
  if (!lifecycles) throw new Error(`${remote}/app exposed nothing`);
  return lifecycles;
}

/** Each application renders into its own element inside the container. */
function applicationElement(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const container = document.getElementById(MICROFRONTEND_CONTAINER_ID);
  if (!container) throw new Error(`#${MICROFRONTEND_CONTAINER_ID} is missing`);
  const element = document.createElement('div');
  element.id = id;
  container.appendChild(element);
  return element;
}

/** Lifecycles that show the friendly error card when a remote cannot be loaded. */
function unavailableLifecycles(name: string, platform: PlatformProps): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      root = createRoot(applicationElement(name));
      root.render(
        <PlatformProvider platform={platform}>
          <MicroFrontendError />
        </PlatformProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/** Registers the three single-spa applications; each loads its remote (URL from the run-time config) when first active. */
export function registerMicroFrontends(platform: PlatformProps): void {
  for (const application of APPLICATIONS) {
    registerApplication<PlatformProps & { domElementGetter: () => HTMLElement }>({
      name: application.name,
      app: async () => {
        try {
          const entryUrl = new URL(platform.config.remotes[application.remote], window.location.href).href;
          return await loadRemoteApp(application.remote, entryUrl);
        } catch (error) {
          console.error(`Could not load ${application.name}`, error);
          return unavailableLifecycles(application.name, platform);
        }
      },
      activeWhen: (location) => remoteOwningPath(location.pathname) === application.remote,
      customProps: { ...platform, domElementGetter: () => applicationElement(application.name) },
    });
  }
}
