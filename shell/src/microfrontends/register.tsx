import { createRoot, type Root } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import type { RuntimeConfig } from '@padel/contracts';
import { MicroFrontendError, PlatformProvider, type PlatformProps } from '@padel/platform';
import { isHostPath, isPublicPath, isTeamsPath } from './routes';

/** The `<main>` element the applications mount into (rendered by the shell's layout). */
export const MICROFRONTEND_CONTAINER_ID = 'microfrontend-container';

interface Application {
  /** single-spa application name. */
  name: string;
  /** Federation container name, key of `config.remotes`. */
  remote: keyof RuntimeConfig['remotes'];
  activeWhen: (location: Location) => boolean;
}

export const APPLICATIONS: Application[] = [
  { name: 'mf-public', remote: 'mf_public', activeWhen: (location) => isPublicPath(location.pathname) },
  { name: 'mf-teams', remote: 'mf_teams', activeWhen: (location) => isTeamsPath(location.pathname) },
  { name: 'mf-host', remote: 'mf_host', activeWhen: (location) => isHostPath(location.pathname) },
];

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

/** Registers the remotes' locations from the run-time config, then the three single-spa applications. */
export function registerMicroFrontends(platform: PlatformProps): void {
  registerRemotes(
    APPLICATIONS.map(({ remote }) => ({
      name: remote,
      entry: new URL(platform.config.remotes[remote], window.location.href).href,
    })),
  );

  for (const application of APPLICATIONS) {
    registerApplication<PlatformProps & { domElementGetter: () => HTMLElement }>({
      name: application.name,
      app: async () => {
        try {
          const lifecycles = await loadRemote<LifeCycles>(`${application.remote}/app`);
          if (!lifecycles) throw new Error(`${application.remote}/app exposed nothing`);
          return lifecycles;
        } catch (error) {
          console.error(`Could not load ${application.name}`, error);
          return unavailableLifecycles(application.name, platform);
        }
      },
      activeWhen: application.activeWhen,
      customProps: { ...platform, domElementGetter: () => applicationElement(application.name) },
    });
  }
}
