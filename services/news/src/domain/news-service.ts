import { MAX_PAGE_LIMIT, type NewsArticle, type NewsListQuery, type NewsPage } from '@padel/contracts';
import { AppError, HeldList, TtlCache } from '@padel/service-kit';
import { findAllNews, findNewsById, type NewsDocument } from '../data-access/news-repository';

export function toNewsArticle(doc: NewsDocument): NewsArticle {
  return {
    id: String(doc._id),
    category: doc.category,
    date: doc.date.toISOString().slice(0, 10),
    title: doc.title,
    excerpt: doc.excerpt,
    content: doc.content,
  };
}

/** A list as the JSON bytes of its answer: a cached list is serialised once, not on every read. */
export interface NewsListBody {
  json: Buffer;
  /** When the cache stops answering it (epoch ms): its answer may be reused until then, not later. */
  expiresAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A page of `articles` (newest first) matching the query, with the stat figures over every article. */
export function newsPage(articles: readonly NewsArticle[], query: NewsListQuery, now: Date = new Date()): NewsPage {
  const text = query.q?.toLowerCase();
  const category = query.category?.toLowerCase();
  const matching = articles.filter(
    (article) =>
      (!text || article.title.toLowerCase().includes(text) || article.excerpt.toLowerCase().includes(text)) &&
      (!category || article.category.toLowerCase() === category),
  );
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString().slice(0, 10);
  const stats = {
    total_articles: articles.length,
    this_week: articles.filter((article) => article.date >= weekAgo).length,
    categories: [...new Set(articles.map((article) => article.category))].sort(),
  };
  const items = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
  return { items, page: query.page, limit: query.limit, total: matching.length, stats };
}

/**
 * Lists answered from every article held in memory (2,000 at league size; decision 185), found again in the
 * background `ttlMs` after it was read (news changes only by seeding), and each query's answer kept `ttlMs` as JSON.
 * Without a query: the older form, the newest 100 as an array.
 */
export function cachedNewsLister(options: { ttlMs: number }): (query: NewsListQuery | undefined) => Promise<NewsListBody> {
  const held = new HeldList({ load: async () => (await findAllNews()).map(toNewsArticle), maxAgeMs: options.ttlMs });
  const cache = new TtlCache<NewsListBody>({ ttlMs: options.ttlMs, maxEntries: 500 });
  return (query) => {
    const key = JSON.stringify(query ? [query.q?.toLowerCase() ?? '', query.category?.toLowerCase() ?? '', query.page, query.limit] : []);
    return cache.getOrLoad(key, async () => {
      const loadedAt = Date.now();
      const articles = await held.get();
      const body = query ? newsPage(articles, query) : articles.slice(0, MAX_PAGE_LIMIT);
      return { json: Buffer.from(JSON.stringify(body)), expiresAt: loadedAt + options.ttlMs };
    });
  };
}

/** Unknown and malformed ids alike are 404: ids are opaque to clients. */
export async function getNewsArticle(id: string): Promise<NewsArticle> {
  const doc = await findNewsById(id);
  if (!doc) throw new AppError(404, 'NEWS_NOT_FOUND');
  return toNewsArticle(doc);
}
