import type { NewsArticle } from '@padel/contracts';
import { isWithinLastDays } from '@padel/platform';

export const ALL_CATEGORIES = 'All';
export const THIS_WEEK_DAYS = 7;

/** Distinct categories in first-seen order. */
export function categoriesOf(articles: readonly NewsArticle[]): string[] {
  return [...new Set(articles.map((article) => article.category))];
}

/** Search (title or excerpt, case-insensitive) and category filter. */
export function filterNews(articles: readonly NewsArticle[], search: string, category: string): NewsArticle[] {
  const needle = search.trim().toLocaleLowerCase();
  return articles.filter((article) => {
    if (category !== ALL_CATEGORIES && article.category !== category) return false;
    if (!needle) return true;
    return article.title.toLocaleLowerCase().includes(needle) || article.excerpt.toLocaleLowerCase().includes(needle);
  });
}

export interface NewsStats {
  total: number;
  thisWeek: number;
  categories: number;
}

/** Stat cards: Total Articles, This Week (dated within the last 7 days), Categories (distinct count). */
export function newsStats(articles: readonly NewsArticle[], now: Date = new Date()): NewsStats {
  return {
    total: articles.length,
    thisWeek: articles.filter((article) => isWithinLastDays(article.date, THIS_WEEK_DAYS, now)).length,
    categories: categoriesOf(articles).length,
  };
}
