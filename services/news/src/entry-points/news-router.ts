import type Router from '@koa/router';
import { NewsListQuerySchema, type NewsListQuery } from '@padel/contracts';
import { createRouter, answerPublicRead, validateQuery, type AuthState } from '@padel/service-kit';
import { getNewsArticle, type NewsListBody } from '../domain/news-service';

/**
 * The public news reads, answered with an ETag (304 for a current copy) and kept by the service's micro-cache and the
 * gateway while current: a list as long as the list cache holds it, an article `articleCacheMs` (0: not kept; an admin's
 * change shows once that time is over, decision 201).
 */
export function newsRouter(
  listNews: (query: NewsListQuery | undefined) => Promise<NewsListBody>,
  options: { articleCacheMs: number },
): Router<AuthState> {
  const router = createRouter<AuthState>('/api/news');

  router.get('/', async (ctx) => {
    // A page with any query parameter; without one, the older form: the newest 100 as an array (decision 185).
    const list = await listNews(ctx.querystring ? validateQuery(ctx, NewsListQuerySchema) : undefined);
    answerPublicRead(ctx, list.json, { expiresAt: list.expiresAt, gatewayMayKeep: true });
  });

  router.get('/:id', async (ctx) => {
    const article = await getNewsArticle(ctx.params.id as string);
    answerPublicRead(ctx, article, { expiresAt: Date.now() + options.articleCacheMs, gatewayMayKeep: true });
  });

  return router;
}
