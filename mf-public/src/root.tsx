import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/home-page';
import { NewsPage } from './pages/news-page';
import { NotFoundPage } from './pages/not-found-page';

/** Routes of mf-public. Rankings, Tournaments and About arrive in later issues; until then they are not found. */
export function PublicRoot() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/news" element={<NewsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
