import { isValidObjectId } from 'mongoose';
import { NewsModel, type NewsDocument } from './news-model';

export type { NewsDocument } from './news-model';

export interface NewsFilter {
  /** Case-insensitive substring of title or excerpt. */
  text?: string;
  category?: string;
  limit: number;
}

export interface NewsSeed {
  slug: string;
  category: string;
  date: Date;
  title: string;
  excerpt: string;
  content: string;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Newest first. */
export async function findNews(filter: NewsFilter): Promise<NewsDocument[]> {
  const query: Record<string, unknown> = {};
  if (filter.text) {
    const pattern = escapeRegex(filter.text);
    query.$or = [{ title: { $regex: pattern, $options: 'i' } }, { excerpt: { $regex: pattern, $options: 'i' } }];
  }
  if (filter.category) query.category = { $regex: `^${escapeRegex(filter.category)}$`, $options: 'i' };
  return NewsModel.find(query).sort({ date: -1, _id: -1 }).limit(filter.limit).lean<NewsDocument[]>();
}

/** undefined for unknown ids and for strings that cannot be an id. */
export async function findNewsById(id: string): Promise<NewsDocument | undefined> {
  if (!isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id)) return undefined;
  return (await NewsModel.findById(id).lean<NewsDocument>()) ?? undefined;
}

/** Inserts the articles whose slug is not stored yet; existing ones are left untouched. Returns how many were added. */
export async function insertMissingNews(articles: NewsSeed[]): Promise<number> {
  if (articles.length === 0) return 0;
  const result = await NewsModel.bulkWrite(
    articles.map((article) => ({
      updateOne: { filter: { slug: article.slug }, update: { $setOnInsert: article }, upsert: true },
    })),
    { ordered: false },
  );
  return result.upsertedCount;
}
