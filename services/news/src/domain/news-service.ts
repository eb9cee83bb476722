import type { NewsArticle, NewsListQuery } from '@padel/contracts';
import { AppError } from '@padel/service-kit';
import { findNews, findNewsById } from '../data-access/news-repository';
import type { NewsDocument } from '../data-access/news-model';

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

/** Unknown and malformed ids alike are 404: ids are opaque to clients. */
export async function getNewsArticle(id: string): Promise<NewsArticle> {
  const doc = await findNewsById(id);
  if (!doc) throw new AppError(404, 'News article not found');
  return toNewsArticle(doc);
}
