import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderWithPlatform } from '@padel/platform/testing';
import { ArticlePage } from '../../../pages/article-page';

function openArticle(status: number, body: unknown) {
  fakeApi({ 'GET /api/news/n1': { status, body } });
  renderWithPlatform(
    <Routes>
      <Route path="/news/:id" element={<ArticlePage />} />
    </Routes>,
    { auth: { status: 'signed-out' }, url: '/news/n1' },
  );
}

describe('ArticlePage', () => {
  it('when the article exists, then it is shown as a page with a way back to the news', async () => {
    openArticle(200, {
      id: 'n1',
      category: 'Tournaments',
      date: '2026-11-20',
      title: 'Finals weekend',
      excerpt: 'All about it',
      content: '<p>Body text</p>',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Finals weekend' })).toBeTruthy();
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
  });

  it('when the article is unknown, then an Article not found card is shown', async () => {
    openArticle(404, { error: 'News article not found', code: 'NEWS_NOT_FOUND' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();
  });
});
