import type { AdminNewsArticle, AdminNewsListQuery, AdminNewsPage, NewsDraft, NewsState } from '@padel/contracts';
import { AppError, sliceOf } from '@padel/service-kit';
import { deleteArticle, findNewsById, findNewsPage, insertDraft, updateArticle, type NewsDocument } from '../data-access/news-repository';
import { newsChanged } from './news-service';
import { sanitizeArticleHtml } from './sanitize-article';

/** draft without a publish time, scheduled before it, published from it on (decision 201). */
export function stateOf(doc: Pick<NewsDocument, 'publish_at'>, now: Date = new Date()): NewsState {
  if (!doc.publish_at) return 'draft';
  return doc.publish_at > now ? 'scheduled' : 'published';
}

export function toAdminNewsArticle(doc: NewsDocument, now: Date = new Date()): AdminNewsArticle {
  const { createdAt, updatedAt } = doc as NewsDocument & { createdAt?: Date; updatedAt?: Date };
  return {
    id: String(doc._id),
    title: doc.title,
    category: doc.category,
    excerpt: doc.excerpt,
    cover_image_url: doc.cover_image_url ?? null,
    content: doc.content,
    state: stateOf(doc, now),
    publish_at: doc.publish_at?.toISOString() ?? null,
    created_at: (createdAt ?? doc.date).toISOString(),
    updated_at: (updatedAt ?? createdAt ?? doc.date).toISOString(),
  };
}

const notFound = () => new AppError(404, 'NEWS_NOT_FOUND');

/** The stored fields of a draft body: the content reduced to the allowlist before it is stored. */
const storedFields = (draft: NewsDraft) => ({ ...draft, content: sanitizeArticleHtml(draft.content) });

export async function listArticles(query: AdminNewsListQuery): Promise<AdminNewsPage> {
  const now = new Date();
  const { items, total } = await findNewsPage(query.state, sliceOf(query), now);
  return { items: items.map((doc) => toAdminNewsArticle(doc, now)), page: query.page, limit: query.limit, total };
}

/** Any state, for the editor and its preview. */
export async function readArticle(id: string): Promise<AdminNewsArticle> {
  const doc = await findNewsById(id);
  if (!doc) throw notFound();
  return toAdminNewsArticle(doc);
}

export async function createArticle(draft: NewsDraft): Promise<AdminNewsArticle> {
  return toAdminNewsArticle(await insertDraft(storedFields(draft), new Date()));
}

/** Edits the fields; the state and publish time stay. */
export async function editArticle(id: string, draft: NewsDraft): Promise<AdminNewsArticle> {
  return changed(await updateArticle(id, storedFields(draft)));
}

/** Shown from `publishAt` on: a time in the future schedules, now publishes. Its public date is that time. */
export async function publishArticle(id: string, publishAt: Date = new Date()): Promise<AdminNewsArticle> {
  return changed(await updateArticle(id, { publish_at: publishAt, date: publishAt }));
}

/** Back to a draft: no longer shown. */
export async function unpublishArticle(id: string): Promise<AdminNewsArticle> {
  return changed(await updateArticle(id, { publish_at: null }));
}

export async function removeArticle(id: string): Promise<void> {
  changed(await deleteArticle(id));
}

function changed(doc: NewsDocument | undefined): AdminNewsArticle {
  if (!doc) throw notFound();
  newsChanged();
  return toAdminNewsArticle(doc);
}
