import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes, lazyPage } from '@padel/platform';

interface PublicRoute {
  /** A react-router path: literal segments and `:param` segments. */
  path: string;
  /** The page's chunk (decision 142), also fetched ahead by `preloadPage` (decision 160). */
  load: () => Promise<ComponentType>;
}

/** Routes of mf-public (SPEC §2), in match order; every other path gets the not-found card. */
const ROUTES: PublicRoute[] = [
  { path: '/', load: () => import('./pages/home-page').then((module) => module.HomePage) },
  { path: '/rankings', load: () => import('./pages/rankings-page').then((module) => module.RankingsPage) },
  { path: '/tournaments', load: () => import('./pages/tournaments-page').then((module) => module.TournamentsPage) },
  { path: '/tournaments/:id', load: () => import('./pages/tournament-page').then((module) => module.TournamentPage) },
  { path: '/news', load: () => import('./pages/news-page').then((module) => module.NewsPage) },
  { path: '/about', load: () => import('./pages/about-page').then((module) => module.AboutPage) },
];
const loadNotFoundPage = () => import('./pages/not-found-page').then((module) => module.NotFoundPage);

const PAGES = ROUTES.map((route) => ({ path: route.path, Page: lazyPage(route.load) }));
const NotFoundPage = lazyPage(loadNotFoundPage);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `pathname` is `route` (react-router's rule for these routes: same segments in any case, `:param` any one). */
export function matchesRoute(route: string, pathname: string): boolean {
  const wanted = segmentsOf(route);
  const given = segmentsOf(pathname.toLowerCase());
  return wanted.length === given.length && wanted.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/**
 * Starts fetching the page `pathname` shows, so that its chunk arrives with the catalog instead of after it: the
 * route's lazy page then finds it loaded (webpack fetches a chunk once). A failure is left to that lazy page, which
 * asks again and shows the error card if it fails too.
 */
export function preloadPage(pathname: string): void {
  const load = ROUTES.find((route) => matchesRoute(route.path, pathname))?.load ?? loadNotFoundPage;
  load().catch(() => undefined);
}

export function PublicRoot() {
  return (
    <BrowserRouter>
      <Routes>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
