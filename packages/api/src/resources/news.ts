import { NewsArticleSchema, NewsListQuerySchema, NewsListSchema, NewsPageSchema, type NewsListQuery } from '@padel/contracts';
import { useApiQuery } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** News articles, newest first (GET /api/news, public; the older form: the first 100). */
export function useNews() {
  return useApiQuery('/news', NewsListSchema);
}

/** What a screen asks of GET /api/news: the page, its size, a search in title or excerpt, a category. */
export type NewsPageRequest = Partial<NewsListQuery>;

/** The query as sent: `page` and `limit` always, `q` and `category` trimmed and left out when empty. Throws on a 400. */
export function newsPageParams(request: NewsPageRequest = {}) {
  const { page, limit, q, category } = NewsListQuerySchema.parse({ ...request, category: request.category?.trim() || undefined });
  return { page, limit, q: q || undefined, category };
}

/**
 * A page of the news, newest first (GET /api/news?page&limit&q&category, public), with the stats over every article
 * (the cards and the category badges). The previous page stays on screen while the next loads.
 */
export function useNewsPage(request: NewsPageRequest = {}) {
  return useApiQuery('/news', NewsPageSchema, { params: newsPageParams(request), keepPrevious: true });
}

/** One article (GET /api/news/:id, public): its own page, the link a share preview describes (decision 197). */
export function useNewsArticle(articleId: string) {
  return useApiQuery(apiPath('news', articleId), NewsArticleSchema);
}
