import { NewsListSchema } from '@padel/contracts';
import { useApiQuery } from '../core/hooks';

/** All news articles, newest first (GET /api/news, public). */
export function useNews() {
  return useApiQuery('/news', NewsListSchema);
}
