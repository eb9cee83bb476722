import Router from '@koa/router';
import { NewsListQuerySchema, type NewsArticle, type NewsListQuery } from '@padel/contracts';
import { validateQuery, type AuthState } from '@padel/service-kit';
import { getNewsArticle } from '../domain/news-service';

export function newsRouter(listNews: (query: NewsListQuery) => Promise<NewsArticle[]>): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/news' });

  router.get('/', async (ctx) => {
    ctx.body = await listNews(validateQuery(ctx, NewsListQuerySchema));
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getNewsArticle(ctx.params.id as string);
  });

  return router;
}
