import { NewsArticleSchema, NewsListQuerySchema, NewsListSchema } from '../news';
import { json, linksById, type ApiOperation } from './operation';

/** The news service's routes. */
export const newsOperations: ApiOperation[] = [
  {
    id: 'listNews',
    method: 'get',
    path: '/api/news',
    tag: 'News',
    summary: 'News articles, newest first, optionally searched and filtered by category',
    access: 'public',
    conditional: true,
    query: NewsListQuerySchema,
    links: linksById('/0/id', 'getNewsArticle'),
    responses: { 200: json('The articles', NewsListSchema) },
  },
  {
    id: 'getNewsArticle',
    method: 'get',
    path: '/api/news/:id',
    tag: 'News',
    summary: 'One news article',
    access: 'public',
    conditional: true,
    responses: { 200: json('The article', NewsArticleSchema) },
  },
];
