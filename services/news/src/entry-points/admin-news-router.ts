import type Router from '@koa/router';
import { AdminNewsListQuerySchema, apiMessageBody, NewsDraftSchema, NewsScheduleSchema } from '@padel/contracts';
import { createRouter, requireRole, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
import {
  createArticle,
  editArticle,
  listArticles,
  publishArticle,
  readArticle,
  removeArticle,
  unpublishArticle,
} from '../domain/news-authoring';

/** The admin's news authoring (issue 29; decision 201): every call needs the admin role, whatever the front end shows. */
export function adminNewsRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/admin/news');
  router.use(requireRole('admin'));

  router.get('/', async (ctx) => {
    ctx.body = await listArticles(validateQuery(ctx, AdminNewsListQuerySchema));
  });

  router.post('/', async (ctx) => {
    ctx.body = await createArticle(validateBody(ctx, NewsDraftSchema));
    ctx.status = 201;
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await readArticle(ctx.params.id as string);
  });

  router.put('/:id', async (ctx) => {
    ctx.body = await editArticle(ctx.params.id as string, validateBody(ctx, NewsDraftSchema));
  });

  router.post('/:id/schedule', async (ctx) => {
    const { publish_at } = validateBody(ctx, NewsScheduleSchema);
    ctx.body = await publishArticle(ctx.params.id as string, new Date(publish_at));
  });

  router.post('/:id/publish', async (ctx) => {
    ctx.body = await publishArticle(ctx.params.id as string);
  });

  router.post('/:id/unpublish', async (ctx) => {
    ctx.body = await unpublishArticle(ctx.params.id as string);
  });

  router.delete('/:id', async (ctx) => {
    await removeArticle(ctx.params.id as string);
    ctx.body = apiMessageBody('NEWS_DELETED');
  });

  return router;
}
