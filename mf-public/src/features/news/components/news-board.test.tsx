import { act, fireEvent, screen, within } from '@testing-library/react';
import type { NewsArticle } from '@padel/contracts';
import { queryKeyOf } from '@padel/api';
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

/** Renders the board with the news already in the shared cache (queries never go stale, so no request is made). */
function renderBoard(language: 'en' | 'ar' = 'en') {
  renderWithPlatform(<NewsBoard />, { auth: { status: 'unconfigured' }, data: [[queryKeyOf('/news'), articles]], language });
}

describe('NewsBoard', () => {
  test('when news is loaded, then the stat cards and every card are shown', () => {
    renderBoard();

    expect(within(screen.getByRole('group', { name: 'Total Articles' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'This Week' })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Categories' })).getByText('2')).toBeTruthy();
    expect(screen.getAllByTestId('news-card')).toHaveLength(2);
  });

  test('when a category badge is chosen, then only its articles remain', () => {
    renderBoard();

    fireEvent.click(screen.getByRole('button', { name: 'Players' }));

    expect(screen.getAllByTestId('news-card').map((card) => card.textContent)).toEqual([expect.stringContaining('Layla climbs')]);
    expect(screen.getByRole('button', { name: 'Players' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('when the search matches nothing, then the empty state text appears', () => {
    renderBoard();

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search news' }), { target: { value: 'zzqqxx' } });

    expect(screen.getByText('No news articles found matching your criteria.')).toBeTruthy();
  });

  test('when an article is opened, then the dialog shows its content without scripts or event handlers', async () => {
    renderBoard();

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

  test('when the reader reads Arabic, then the stats, the filters, the categories and the dates are Arabic with Western digits', () => {
    renderBoard('ar');

    expect(within(screen.getByRole('group', { name: 'إجمالي المقالات' })).getByText('2')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'التصفية حسب الفئة' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['الكل', 'البطولات', 'اللاعبون']);
    expect(screen.getByText('5 يناير 2020')).toBeTruthy();
    expect(screen.getByLabelText('البحث في الأخبار')).toBeTruthy();
  });
});
