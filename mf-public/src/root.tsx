import { lazyPage, routedPages } from '@padel/platform';

const loadNotFoundPage = () => import('./pages/not-found-page').then((module) => module.NotFoundPage);

/** Routes of mf-public (SPEC §2), in match order; every other path gets the not-found card. */
export const { Pages: PublicRoot, preloadPage } = routedPages(
  [
    { path: '/', load: () => import('./pages/home-page').then((module) => module.HomePage) },
    { path: '/rankings', load: () => import('./pages/rankings-page').then((module) => module.RankingsPage) },
    { path: '/tournaments', load: () => import('./pages/tournaments-page').then((module) => module.TournamentsPage) },
    { path: '/tournaments/:id', load: () => import('./pages/tournament-page').then((module) => module.TournamentPage) },
    { path: '/news', load: () => import('./pages/news-page').then((module) => module.NewsPage) },
    { path: '/about', load: () => import('./pages/about-page').then((module) => module.AboutPage) },
  ],
  { Page: lazyPage(loadNotFoundPage), load: loadNotFoundPage },
);
