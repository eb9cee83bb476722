import { useQuery } from '@tanstack/react-query';
import { NewsListSchema, type NewsArticle } from '@padel/contracts';
import { useApi, type ApiRequest } from '@padel/platform';

/** Query keys follow the API path after `/api`, so any micro-frontend can invalidate them. */
export const newsQueryKey = ['news'] as const;

export function getNews(api: ApiRequest): Promise<NewsArticle[]> {
  return api('/news', { schema: NewsListSchema });
}

/** All news articles, newest first (the service orders them). */
export function useNews() {
  const api = useApi();
  return useQuery({ queryKey: newsQueryKey, queryFn: () => getNews(api) });
}
