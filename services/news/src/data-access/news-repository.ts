import { isValidObjectId } from 'mongoose';
import { NewsModel, type NewsDocument } from './news-model';

export type { NewsDocument } from './news-model';

export interface NewsSeed {
  slug: string;
  category: string;
  date: Date;
  title: string;
  excerpt: string;
  content: string;
}

/** Every article, newest first: a scan of the collection, held in memory by the lists (decision 185). */
export async function findAllNews(): Promise<NewsDocument[]> {
  return NewsModel.find().sort({ date: -1, _id: -1 }).lean<NewsDocument[]>();
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
