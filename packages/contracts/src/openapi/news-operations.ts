import { NewsArticleSchema, NewsListQuerySchema, NewsListSchema, NewsPageSchema } from '../news';
import { json, linksById, type ApiOperation } from './operation';
import { OLDER_FORM } from './tournaments-operations';

/** The news service's routes. */
export const newsOperations: ApiOperation[] = [
  {
    id: 'listNews',
    method: 'get',
    path: '/api/news',
    tag: 'News',
    summary: 'News articles, newest first: a page, searched and filtered by category, when any parameter is given',
    description: OLDER_FORM,
    access: 'public',
    conditional: true,
    query: NewsListQuerySchema,
    links: linksById('/items/0/id', 'getNewsArticle'),
    responses: {
      200: json('A page with the stat figures (the newest 100 as an array without parameters)', NewsPageSchema.or(NewsListSchema)),
    },
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
