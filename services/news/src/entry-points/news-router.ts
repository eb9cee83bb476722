import Router from '@koa/router';
import { NewsListQuerySchema, type NewsListQuery } from '@padel/contracts';
import { validateQuery, type AuthState } from '@padel/service-kit';
import { getNewsArticle, type NewsListBody } from '../domain/news-service';

export function newsRouter(listNews: (query: NewsListQuery) => Promise<NewsListBody>): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/news' });

  router.get('/', async (ctx) => {
    const { json } = await listNews(validateQuery(ctx, NewsListQuerySchema));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = json;
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getNewsArticle(ctx.params.id as string);
  });

  return router;
}
