import { useNews } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { NewsGrid } from './news-grid';

export const HOME_NEWS_COUNT = 3;

/** The 3 latest news items (Home). */
export function LatestNews() {
  const news = useNews();
  return (
    <QueryResult query={news} loading="Loading news" failed="Failed to fetch news">
      {(articles) =>
        articles.length === 0 ? (
          <EmptyState message="No news yet." />
        ) : (
          <NewsGrid articles={articles.slice(0, HOME_NEWS_COUNT)} featureFirst={false} />
        )
      }
    </QueryResult>
  );
}
