import { createMicroFrontend } from '@padel/platform';
import { catalogs } from './i18n';
import { preloadPage, PublicRoot } from './root';

/** single-spa lifecycles of mf-public, exposed to the shell as `mf_public/app`. */
export const { bootstrap, mount, unmount } = createMicroFrontend(PublicRoot, catalogs, { preloadFirstScreen: preloadPage });
