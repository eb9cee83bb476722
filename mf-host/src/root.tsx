import { NotFoundCard, routedPages } from '@padel/platform';

/** Routes of mf-host: the host's dashboard, a tournament's and a match's page, each for a signed-in host. */
export const { Pages: HostRoot, preloadPage } = routedPages(
  [
    {
      path: '/host-dashboard',
      load: () =>
        import(/* webpackChunkName: "page:/host-dashboard" */ './pages/host-dashboard-page').then((module) => module.HostDashboardPage),
      signedIn: true,
    },
    {
      path: '/host-dashboard/tournaments/:id',
      load: () =>
        import(/* webpackChunkName: "page:/host-dashboard/tournaments/:id" */ './pages/tournament-page').then(
          (module) => module.TournamentPage,
        ),
      signedIn: true,
    },
    {
      path: '/host-dashboard/tournaments/:id/matches/:matchId',
      load: () =>
        import(/* webpackChunkName: "page:/host-dashboard/tournaments/:id/matches/:matchId" */ './pages/match-page').then(
          (module) => module.MatchPage,
        ),
      signedIn: true,
    },
    {
      path: '/host-a-tournament',
      load: () =>
        import(/* webpackChunkName: "page:/host-a-tournament" */ './pages/host-a-tournament-page').then(
          (module) => module.HostATournamentPage,
        ),
      signedIn: true,
    },
    {
      path: '/admin',
      load: () => import(/* webpackChunkName: "page:/admin" */ './pages/admin-page').then((module) => module.AdminPage),
      signedIn: true,
    },
  ],
  { Page: NotFoundCard },
);
