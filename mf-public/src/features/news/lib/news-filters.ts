import { pageOfUrl } from '@padel/platform';

export const ALL_CATEGORIES = 'All';
/** How many articles the News page shows at a time. */
export const NEWS_PAGE_SIZE = 12;
/** The service searches at most 100 characters and matches a category of at most 40 (NewsListQuerySchema). */
export const MAX_NEWS_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 40;

/** The News page's place as its URL holds it: `?q=dubai&category=Players&page=2`. */
export interface NewsQuery {
  /** Trimmed; empty when not searching. */
  q: string;
  /** A category, or All. */
  category: string;
  page: number;
}

/** The search as sent: trimmed and cut to what the service accepts. */
export const newsSearchFromText = (value: string | null): string => (value ?? '').trim().slice(0, MAX_NEWS_SEARCH_LENGTH).trim();

/** The News page's query of a URL; what the service would refuse (a page below 1, a category too long) is read as not given. */
export function newsQueryFromUrl(params: URLSearchParams): NewsQuery {
  const category = (params.get('category') ?? '').trim();
  return {
    q: newsSearchFromText(params.get('q')),
    category: category && category.length <= MAX_CATEGORY_LENGTH ? category : ALL_CATEGORIES,
    page: pageOfUrl(params),
  };
}

/** The query string with the search or the category set (All and an empty search remove it), back on page 1. */
export function withNewsFilter(params: URLSearchParams, name: 'q' | 'category', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const sent = name === 'q' ? newsSearchFromText(value) : value === ALL_CATEGORIES ? '' : value.trim();
  if (sent) next.set(name, sent);
  else next.delete(name);
  next.delete('page');
  return next;
}
