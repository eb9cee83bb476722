import { lazyPage, routedPages } from '@padel/platform';

const loadNotFoundPage = () => import(/* webpackChunkName: "page:*" */ './pages/not-found-page').then((module) => module.NotFoundPage);

/** Routes of mf-public (SPEC §2), in match order; every other path gets the not-found card. */
export const { Pages: PublicRoot, preloadPage } = routedPages(
  [
    { path: '/', load: () => import(/* webpackChunkName: "page:/" */ './pages/home-page').then((module) => module.HomePage) },
    {
      path: '/rankings',
      load: () => import(/* webpackChunkName: "page:/rankings" */ './pages/rankings-page').then((module) => module.RankingsPage),
    },
    {
      path: '/tournaments',
      load: () => import(/* webpackChunkName: "page:/tournaments" */ './pages/tournaments-page').then((module) => module.TournamentsPage),
    },
    {
      path: '/tournaments/:id',
      load: () => import(/* webpackChunkName: "page:/tournaments/:id" */ './pages/tournament-page').then((module) => module.TournamentPage),
    },
    {
      path: '/players/:id',
      load: () => import(/* webpackChunkName: "page:/players/:id" */ './pages/player-page').then((module) => module.PlayerPage),
    },
    {
      path: '/players/:id/vs/:otherId',
      load: () =>
        import(/* webpackChunkName: "page:/players/:id/vs/:otherId" */ './pages/head-to-head-page').then((module) => module.HeadToHeadPage),
    },
    { path: '/news', load: () => import(/* webpackChunkName: "page:/news" */ './pages/news-page').then((module) => module.NewsPage) },
    {
      path: '/news/:id',
      load: () => import(/* webpackChunkName: "page:/news/:id" */ './pages/article-page').then((module) => module.ArticlePage),
    },
    { path: '/about', load: () => import(/* webpackChunkName: "page:/about" */ './pages/about-page').then((module) => module.AboutPage) },
  ],
  { Page: lazyPage(loadNotFoundPage), load: loadNotFoundPage },
);
