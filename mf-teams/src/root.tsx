import { NotFoundCard, routedPages } from '@padel/platform';

const loadAcceptInvitationPage = () =>
  import(/* webpackChunkName: "page:/accept|/accept-invitation" */ './pages/accept-invitation-page').then(
    (module) => module.AcceptInvitationPage,
  );

/**
 * Routes of mf-teams; every page needs a session but the invitation's (it shows its own states first), whose path is
 * the spec's `/accept` and the invitation mail's `/accept-invitation` (issue 12).
 */
export const { Pages: TeamsRoot, preloadPage } = routedPages(
  [
    {
      path: '/my-teams',
      load: () => import(/* webpackChunkName: "page:/my-teams" */ './pages/my-teams-page').then((module) => module.MyTeamsPage),
      signedIn: true,
    },
    {
      path: '/enter-tournament',
      load: () =>
        import(/* webpackChunkName: "page:/enter-tournament" */ './pages/enter-tournament-page').then(
          (module) => module.EnterTournamentPage,
        ),
      signedIn: true,
    },
    {
      path: '/profile',
      load: () => import(/* webpackChunkName: "page:/profile" */ './pages/profile-page').then((module) => module.ProfilePage),
      signedIn: true,
    },
    { path: '/accept', load: loadAcceptInvitationPage },
    { path: '/accept-invitation', load: loadAcceptInvitationPage },
  ],
  { Page: NotFoundCard },
);
