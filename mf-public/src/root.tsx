import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { NewsPage } from './pages/news-page';
import { NotFoundPage } from './pages/not-found-page';
import { RankingsPage } from './pages/rankings-page';
import { TournamentPage } from './pages/tournament-page';
import { TournamentsPage } from './pages/tournaments-page';

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
