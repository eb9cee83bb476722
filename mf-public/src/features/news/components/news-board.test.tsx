import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsArticle } from '@padel/contracts';
import { fakeApi } from '@padel/platform/testing';
import { listPage } from '@padel/api/testing';
import { LocationProbe } from '../../../../test/location';
import { renderWithPlatform } from '../../../../test/render';
import { NewsBoard } from './news-board';

const today = new Date().toISOString().slice(0, 10);
const articles: NewsArticle[] = [
  {
    id: 'n1',
    category: 'Tournaments',
    date: today,
    title: 'Dubai Open crowns new champions',
    excerpt: 'A thrilling final in Dubai.',
    content: '<p>Final report.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
  },
  { id: 'n2', category: 'Players', date: '2020-01-05', title: 'Layla climbs', excerpt: 'Up to number two.', content: '<p>Rankings.</p>' },
];

/** Over every article, as the service counts them (categories in alphabetical order). */
const stats = { total_articles: 2, this_week: 1, categories: ['Players', 'Tournaments'] };
const page = (items: NewsArticle[], changes: { page?: number; total?: number } = {}) => ({
  body: listPage(items, { limit: 12, stats, ...changes }),
});

const FIRST = 'GET /api/news?page=1&limit=12';

/** The News page at `url`: the first page holds both articles, and further routes are what the test needs. */
function openNews({ url = '/news', language = 'en' as 'en' | 'ar', routes = {} } = {}) {
  const api = fakeApi({ [FIRST]: page(articles), ...routes });
  renderWithPlatform(
    <>
      <NewsBoard />
      <LocationProbe />
    </>,
    { auth: { status: 'unconfigured' }, url, language },
  );
  return api;
}

const cards = () => screen.getAllByTestId('news-card');
const location = () => screen.getByTestId('location').textContent;

describe('NewsBoard', () => {
  test('when news is loaded, then the stat cards (from the answer, not the page) and every card are shown', async () => {
    openNews();

    await screen.findByText('Layla climbs');
    expect(within(screen.getByRole('group', { name: 'Total Articles' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'This Week' })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Categories' })).getByText('2')).toBeTruthy();
    expect(cards()).toHaveLength(2);
  });

  test('when the answer counts 2,000 articles, then Total Articles says so though the page holds 12', async () => {
    fakeApi({
      [FIRST]: { body: listPage(articles, { limit: 12, total: 2000, stats: { ...stats, total_articles: 2000, this_week: 35 } }) },
    });
    renderWithPlatform(<NewsBoard />, { url: '/news' });

    await screen.findByText('Layla climbs');
    expect(within(screen.getByRole('group', { name: 'Total Articles' })).getByText('2,000')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'This Week' })).getByText('35')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'News pages' })).getByText('Page 1 of 167')).toBeTruthy();
  });

  test('when a category badge is chosen, then only its articles remain: asked of the server, and the URL holds it', async () => {
    const api = openNews({ routes: { 'GET /api/news?page=1&limit=12&category=Players': page([articles[1]!], { total: 1 }) } });
    await screen.findByText('Layla climbs');

    fireEvent.click(screen.getByRole('button', { name: 'Players' }));

    await waitFor(() => expect(cards().map((card) => card.textContent)).toEqual([expect.stringContaining('Layla climbs')]));
    expect(screen.getByRole('button', { name: 'Players' }).getAttribute('aria-pressed')).toBe('true');
    expect(location()).toBe('/news?category=Players');
    expect(api.callsTo('GET /api/news?page=1&limit=12&category=Players')).toHaveLength(1);
  });

  test('when the search matches nothing, then the empty state text appears, and the URL holds the search', async () => {
    const api = openNews({ routes: { 'GET /api/news?page=1&limit=12&q=zzqqxx': page([], { total: 0 }) } });
    await screen.findByText('Layla climbs');

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search news' }), { target: { value: 'zzqqxx' } });

    expect(await screen.findByText('No news articles found matching your criteria.')).toBeTruthy();
    expect(location()).toBe('/news?q=zzqqxx');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/news?page=1&limit=12', '/api/news?page=1&limit=12&q=zzqqxx']);
  });

  test('when a link holds a search, a category and a page, then they are asked and shown; Previous goes to page 1', async () => {
    const api = openNews({
      url: '/news?q=dubai&category=Tournaments&page=2',
      routes: {
        'GET /api/news?page=2&limit=12&q=dubai&category=Tournaments': page([articles[0]!], { page: 2, total: 13 }),
        'GET /api/news?page=1&limit=12&q=dubai&category=Tournaments': page([articles[0]!], { total: 13 }),
      },
    });

    const pager = await screen.findByRole('navigation', { name: 'News pages' });
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search news' }) as HTMLInputElement).value).toBe('dubai');
    expect(screen.getByRole('button', { name: 'Tournaments' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));

    await waitFor(() => expect(within(pager).getByText('Page 1 of 2')).toBeTruthy());
    expect(location()).toBe('/news?q=dubai&category=Tournaments');
    expect(api.calls).toHaveLength(2);
  });

  test('when an article is opened, then the dialog shows its content without scripts or event handlers', async () => {
    openNews();
    await screen.findByText('Layla climbs');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dubai Open crowns new champions' }));
    });
    const content = await screen.findByTestId('article-content');

    const dialog = screen.getByRole('dialog', { name: 'Dubai Open crowns new champions' });
    expect(within(dialog).getByText('A thrilling final in Dubai.')).toBeTruthy();
    expect(content.textContent).toContain('Final report.');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  test('when the reader reads Arabic, then the stats, the filters, the categories, the pager and the dates are Arabic with Western digits', async () => {
    openNews({ language: 'ar' });
    await screen.findByText('Layla climbs');

    expect(within(screen.getByRole('group', { name: 'إجمالي المقالات' })).getByText('2')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'التصفية حسب الفئة' });
    // The service lists the categories in alphabetical order (Players, Tournaments).
    expect(
      within(filters)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['الكل', 'اللاعبون', 'البطولات']);
    expect(screen.getByText('5 يناير 2020')).toBeTruthy();
    expect(screen.getByLabelText('البحث في الأخبار')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'صفحات الأخبار' })).getByText('الصفحة 1 من 1')).toBeTruthy();
  });
});
