import { createMicroFrontend } from '@padel/platform';
import { catalogs } from './i18n';
import { HostRoot, preloadPage } from './root';

/** single-spa lifecycles of mf-host, exposed to the shell as `mf_host/app`. */
export const { bootstrap, mount, unmount } = createMicroFrontend(HostRoot, catalogs, { preloadFirstScreen: preloadPage });
