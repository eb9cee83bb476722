import { createMicroFrontend, type MicroFrontendProps } from '@padel/platform';
import { catalogs } from './i18n';
import { preloadPage, PublicRoot } from './root';

const lifecycles = createMicroFrontend(PublicRoot, catalogs);

/**
 * single-spa lifecycles of mf-public, exposed to the shell as `mf_public/app`. Before the first mount, the
 * language's catalog and the first route's page are asked for together (decision 160): otherwise the page's chunk
 * is asked for only once the catalog has arrived and the routes have rendered, one more round trip on a phone.
 */
export async function bootstrap(props: MicroFrontendProps): Promise<void> {
  catalogs[props.language.getSnapshot()]().catch(() => undefined);
  preloadPage(window.location.pathname);
  await lifecycles.bootstrap(props);
}

export const { mount, unmount } = lifecycles;
