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

/** Bumped by every admin change in this process: its lists are loaded again at once (others' within `ttlMs`). */
let newsVersion = 0;
export const newsChanged = (): void => {
  newsVersion += 1;
};

interface HeldArticle {
  article: NewsArticle;
  /** Epoch ms from which the article shows (decision 201). */
  shownFrom: number;
}

/**
 * Lists answered from every published or scheduled article held in memory (2,000 at league size; decision 185), found
 * again `ttlMs` after it was read or at once after an admin change here, and each query's answer kept `ttlMs` as JSON.
 * Each answer holds the articles whose publish time has come when it is made (decision 201: no job publishes them).
 * Without a query: the older form, the newest 100 as an array.
 */
export function cachedNewsLister(options: { ttlMs: number }): (query: NewsListQuery | undefined) => Promise<NewsListBody> {
  const held = new HeldList<HeldArticle[]>({
    load: async () =>
      (await findAllNews()).map((doc) => ({ article: toNewsArticle(doc), shownFrom: (doc.publish_at ?? doc.date).getTime() })),
    maxAgeMs: options.ttlMs,
    version: () => newsVersion,
  });
  const cache = new TtlCache<NewsListBody>({ ttlMs: options.ttlMs, maxEntries: 500 });
  return (query) => {
    const key = JSON.stringify([
      newsVersion,
      ...(query ? [query.q?.toLowerCase() ?? '', query.category?.toLowerCase() ?? '', query.page, query.limit] : []),
    ]);
    return cache.getOrLoad(key, async () => {
      const loadedAt = Date.now();
      const articles = (await held.get()).filter(({ shownFrom }) => shownFrom <= loadedAt).map(({ article }) => article);
      const body = query ? newsPage(articles, query) : articles.slice(0, MAX_PAGE_LIMIT);
      return { json: Buffer.from(JSON.stringify(body)), expiresAt: loadedAt + options.ttlMs };
    });
  };
}

/** Unknown and malformed ids alike are 404: ids are opaque to clients; so are drafts and articles scheduled for later. */
export async function getNewsArticle(id: string, now: Date = new Date()): Promise<NewsArticle> {
  const doc = await findNewsById(id);
  if (!doc?.publish_at || doc.publish_at > now) throw new AppError(404, 'NEWS_NOT_FOUND');
  return toNewsArticle(doc);
}
