import Router from '@koa/router';
import { NewsListQuerySchema } from '@padel/contracts';
import { validateQuery, type AuthState } from '@padel/service-kit';
import { getNewsArticle, listNews } from '../domain/news-service';

export function newsRouter(): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/news' });

  router.get('/', async (ctx) => {
    ctx.body = await listNews(validateQuery(ctx, NewsListQuerySchema));
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getNewsArticle(ctx.params.id as string);
  });

  return router;
}
