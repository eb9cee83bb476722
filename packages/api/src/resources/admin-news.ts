import {
  AdminNewsArticleSchema,
  AdminNewsPageSchema,
  MessageResponseSchema,
  type AdminNewsArticle,
  type MessageResponse,
  type NewsDraft,
  type NewsState,
} from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** GET /api/admin/news: every article, newest written first, optionally of one state (admins only; decision 201). */
export function useAdminNews(page: number, state: NewsState | undefined) {
  return useApiQuery('/admin/news', AdminNewsPageSchema, { auth: 'required', params: { page, state }, keepPrevious: true });
}

/** What the editor saves: a new draft (no id) or an article's fields. */
export type NewsSave = { id?: string; draft: NewsDraft };

/** POST /api/admin/news or PUT /api/admin/news/:id: the server sanitizes the content before storing it. */
export function useSaveNewsArticle(callbacks: MutationCallbacks<AdminNewsArticle, NewsSave> = {}) {
  return useApiMutation({
    request: (api, { id, draft }: NewsSave) =>
      api(id ? apiPath('admin', 'news', id) : '/admin/news', {
        method: id ? 'PUT' : 'POST',
        body: draft,
        schema: AdminNewsArticleSchema,
        auth: 'required',
      }),
    changes: 'newsChange',
    ...callbacks,
  });
}

export type NewsAction = { id: string; action: 'publish' | 'unpublish' } | { id: string; action: 'schedule'; publishAt: string };

/** POST /api/admin/news/:id/publish, /unpublish or /schedule (with its time). */
export function useNewsAction(callbacks: MutationCallbacks<AdminNewsArticle, NewsAction> = {}) {
  return useApiMutation({
    request: (api, change: NewsAction) =>
      api(apiPath('admin', 'news', change.id, change.action), {
        method: 'POST',
        body: change.action === 'schedule' ? { publish_at: change.publishAt } : undefined,
        schema: AdminNewsArticleSchema,
        auth: 'required',
      }),
    changes: 'newsChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** DELETE /api/admin/news/:id */
export function useDeleteNewsArticle(callbacks: MutationCallbacks<MessageResponse, string> = {}) {
  return useApiMutation({
    request: (api, id: string) => api(apiPath('admin', 'news', id), { method: 'DELETE', schema: MessageResponseSchema, auth: 'required' }),
    changes: 'newsChange',
    refreshOnError: true,
    ...callbacks,
  });
}
