import { BrowserRouter, Route, Routes, lazyPage } from '@padel/platform';

const AboutPage = lazyPage(() => import('./pages/about-page').then((module) => module.AboutPage));
const HomePage = lazyPage(() => import('./pages/home-page').then((module) => module.HomePage));
const NewsPage = lazyPage(() => import('./pages/news-page').then((module) => module.NewsPage));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page').then((module) => module.NotFoundPage));
const RankingsPage = lazyPage(() => import('./pages/rankings-page').then((module) => module.RankingsPage));
const TournamentPage = lazyPage(() => import('./pages/tournament-page').then((module) => module.TournamentPage));
const TournamentsPage = lazyPage(() => import('./pages/tournaments-page').then((module) => module.TournamentsPage));

/** Routes of mf-public (SPEC §2); every other path gets the not-found card. */
export function PublicRoot() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/rankings" element={<RankingsPage />} />
        <Route path="/tournaments" element={<TournamentsPage />} />
        <Route path="/tournaments/:id" element={<TournamentPage />} />
        <Route path="/news" element={<NewsPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
