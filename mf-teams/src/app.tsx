import { createMicroFrontend } from '@padel/platform';
import { catalogs } from './i18n';
import { preloadPage, TeamsRoot } from './root';

/** single-spa lifecycles of mf-teams, exposed to the shell as `mf_teams/app`. */
export const { bootstrap, mount, unmount } = createMicroFrontend(TeamsRoot, catalogs, { preloadFirstScreen: preloadPage });
