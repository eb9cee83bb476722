import type { NewsArticle, NewsListQuery } from '@padel/contracts';
import { AppError, TtlCache } from '@padel/service-kit';
import { findNews, findNewsById, type NewsDocument } from '../data-access/news-repository';

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

export async function listNews(query: NewsListQuery): Promise<NewsArticle[]> {
  const docs = await findNews({ text: query.q || undefined, category: query.category, limit: query.limit });
  return docs.map(toNewsArticle);
}

/** A list as the JSON bytes of its answer: a cached list is serialised once, not on every read. */
export interface NewsListBody {
  json: Buffer;
  /** When the cache stops answering it (epoch ms): its answer may be reused until then, not later. */
  expiresAt: number;
}

/** Lists answered from a short-lived cache keyed by the normalised query: the public list is read far more than written. */
export function cachedNewsLister(options: { ttlMs: number }): (query: NewsListQuery) => Promise<NewsListBody> {
  const cache = new TtlCache<NewsListBody>({ ttlMs: options.ttlMs, maxEntries: 500 });
  return (query) => {
    const key = JSON.stringify([query.q?.toLowerCase() ?? '', query.category?.toLowerCase() ?? '', query.limit]);
    return cache.getOrLoad(key, async () => {
      const loadedAt = Date.now();
      return { json: Buffer.from(JSON.stringify(await listNews(query))), expiresAt: loadedAt + options.ttlMs };
    });
  };
}

/** Unknown and malformed ids alike are 404: ids are opaque to clients. */
export async function getNewsArticle(id: string): Promise<NewsArticle> {
  const doc = await findNewsById(id);
  if (!doc) throw new AppError(404, 'NEWS_NOT_FOUND');
  return toNewsArticle(doc);
}
