import { createRoot, type Root } from 'react-dom/client';
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

/** What webpack's ModuleFederationPlugin puts in a remote's remoteEntry.js (decision 158). */
interface FederationContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

// Webpack's own names for the shell's share scope (replaced at build time).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** Adds `<script src>` (same origin: the CSP's script-src 'self') and settles when it has run or failed. */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

/** The remote's exposed `./app` after its container has joined the shell's share scope (one copy of each singleton). */
async function loadRemoteApp(remote: string, entryUrl: string): Promise<LifeCycles> {
  await loadScript(entryUrl);
  const container = (window as unknown as Record<string, FederationContainer | undefined>)[remote];
  if (!container) throw new Error(`${entryUrl} defined no container ${remote}`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  const factory = await container.get('./app');
  const lifecycles = factory() as LifeCycles | undefined;
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
