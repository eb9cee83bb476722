import { useNews } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useT } from '../../../i18n';
import { NewsGrid } from './news-grid';

export const HOME_NEWS_COUNT = 3;

/** The 3 latest news items (Home). */
export function LatestNews() {
  const news = useNews();
  const t = useT();
  return (
    <QueryResult query={news} loading={t('news.loading')} failed={t('news.failed')}>
      {(articles) =>
        articles.length === 0 ? (
          <EmptyState message={t('news.empty.none')} />
        ) : (
          <NewsGrid articles={articles.slice(0, HOME_NEWS_COUNT)} featureFirst={false} />
        )
      }
    </QueryResult>
  );
}
