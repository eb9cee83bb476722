import type { NewsArticle } from '@padel/contracts';
import { ALL_CATEGORIES, categoriesOf, filterNews, newsStats } from './news-filters';

let counter = 0;
function article(fields: Partial<NewsArticle>): NewsArticle {
  counter += 1;
  return {
    id: `a${counter}`,
    category: 'League',
    date: '2026-03-01',
    title: `Title ${counter}`,
    excerpt: `Excerpt ${counter}`,
    content: '<p>x</p>',
    ...fields,
  };
}

describe('filterNews', () => {
  const dubai = article({ title: 'Dubai Open final', category: 'Tournaments', excerpt: 'Top seeds fall' });
  const layla = article({ title: 'Rankings update', category: 'Players', excerpt: 'Layla climbs to number two' });
  const doha = article({ title: 'Doha Gold announced', category: 'Tournaments', excerpt: 'New event in Qatar' });
  const all = [dubai, layla, doha];

  test('when search and category are empty/All, then every article is kept', () => {
    expect(filterNews(all, '', ALL_CATEGORIES)).toEqual(all);
  });

  test('when searching, then title matches are kept, case-insensitively', () => {
    expect(filterNews(all, 'DUBAI', ALL_CATEGORIES)).toEqual([dubai]);
  });

  test('when searching, then excerpt matches are kept too', () => {
    expect(filterNews(all, 'layla', ALL_CATEGORIES)).toEqual([layla]);
  });

  test('when a category is chosen, then only its articles are kept', () => {
    expect(filterNews(all, '', 'Tournaments')).toEqual([dubai, doha]);
  });

  test('when search and category are combined, then both must match', () => {
    expect(filterNews(all, 'gold', 'Tournaments')).toEqual([doha]);
    expect(filterNews(all, 'gold', 'Players')).toEqual([]);
  });

  test('when the search is nonsense, then nothing is kept', () => {
    expect(filterNews(all, 'zzqqxx', ALL_CATEGORIES)).toEqual([]);
  });
});

describe('categoriesOf', () => {
  test('when categories repeat, then each appears once in first-seen order', () => {
    const list = [article({ category: 'B' }), article({ category: 'A' }), article({ category: 'B' })];

    expect(categoriesOf(list)).toEqual(['B', 'A']);
  });
});

describe('newsStats', () => {
  const now = new Date('2026-03-10T15:30:00Z');

  test('when articles are dated around the last 7 days, then This Week counts today back to 7 days ago', () => {
    const list = [
      article({ date: '2026-03-10' }), // today
      article({ date: '2026-03-03' }), // 7 days ago
      article({ date: '2026-03-02' }), // 8 days ago
      article({ date: '2026-03-11' }), // tomorrow: not "within the last 7 days"
    ];

    expect(newsStats(list, now).thisWeek).toBe(2);
  });

  test('when computed, then total and distinct category counts are given', () => {
    const list = [article({ category: 'League' }), article({ category: 'Players' }), article({ category: 'League' })];

    expect(newsStats(list, now)).toMatchObject({ total: 3, categories: 2 });
  });

  test('when there are no articles, then every figure is 0', () => {
    expect(newsStats([], now)).toEqual({ total: 0, thisWeek: 0, categories: 0 });
  });
});
