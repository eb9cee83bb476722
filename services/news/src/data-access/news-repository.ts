import type { NewsState } from '@padel/contracts';
import { findPage, type Slice } from '@padel/service-kit';
import { isValidObjectId } from 'mongoose';
import { NewsModel, type NewsDocument } from './news-model';

export type { NewsDocument } from './news-model';

export interface NewsSeed {
  slug: string;
  category: string;
  date: Date;
  publish_at: Date;
  title: string;
  excerpt: string;
  content: string;
}

/**
 * Every published or scheduled article, newest first: held in memory by the lists (decision 185), which show those
 * whose publish time has come at each read (decision 201). Drafts are never read here.
 */
export async function findAllNews(): Promise<NewsDocument[]> {
  return NewsModel.find({ publish_at: { $ne: null } })
    .sort({ date: -1, _id: -1 })
    .lean<NewsDocument[]>();
}

/** The store's filter of the articles in `state` at `now` (along the `{ publish_at, _id }` index). */
function stateFilter(state: NewsState | undefined, now: Date): Record<string, unknown> {
  if (state === 'draft') return { publish_at: null };
  if (state === 'scheduled') return { publish_at: { $gt: now } };
  if (state === 'published') return { publish_at: { $lte: now } };
  return {};
}

/** The admin's list: a page of every article (or those in `state`), newest written first. */
export function findNewsPage(state: NewsState | undefined, slice: Slice, now: Date): Promise<{ items: NewsDocument[]; total: number }> {
  return findPage<NewsDocument>(NewsModel, stateFilter(state, now), { _id: -1 }, slice);
}

export type ArticleFields = Pick<NewsDocument, 'title' | 'category' | 'excerpt' | 'content'> & { cover_image_url: string | null };

/** Stores a new draft (its slug: its id, as written articles have no seed key). */
export async function insertDraft(fields: ArticleFields, now: Date): Promise<NewsDocument> {
  const doc = new NewsModel({ ...fields, date: now, publish_at: null });
  doc.slug = `written-${String(doc._id)}`;
  await doc.save();
  return doc.toObject() as NewsDocument;
}

/** Changes a stored article; undefined when there is none with `id`. */
export async function updateArticle(
  id: string,
  change: Partial<ArticleFields & { date: Date; publish_at: Date | null }>,
): Promise<NewsDocument | undefined> {
  if (!isValidId(id)) return undefined;
  return (await NewsModel.findByIdAndUpdate(id, { $set: change }, { new: true }).lean<NewsDocument>()) ?? undefined;
}

/** Removes an article; the removed one, or undefined when there was none. */
export async function deleteArticle(id: string): Promise<NewsDocument | undefined> {
  if (!isValidId(id)) return undefined;
  return (await NewsModel.findByIdAndDelete(id).lean<NewsDocument>()) ?? undefined;
}

const isValidId = (id: string) => isValidObjectId(id) && /^[0-9a-f]{24}$/i.test(id);

/** undefined for unknown ids and for strings that cannot be an id. */
export async function findNewsById(id: string): Promise<NewsDocument | undefined> {
  if (!isValidId(id)) return undefined;
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

/** Gives articles stored before decision 201 (no `publish_at`) their publication day as publish time: they stay shown. */
export async function publishUndatedArticles(): Promise<number> {
  const undated = await NewsModel.find({ publish_at: { $exists: false } }, { date: 1 }).lean<Array<{ _id: unknown; date: Date }>>();
  if (undated.length === 0) return 0;
  await NewsModel.bulkWrite(
    undated.map(({ _id, date }) => ({
      updateOne: { filter: { _id, publish_at: { $exists: false } }, update: { $set: { publish_at: date } } },
    })),
    { ordered: false },
  );
  return undated.length;
}
