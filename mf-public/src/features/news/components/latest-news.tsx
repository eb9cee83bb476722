import { useNewsPage } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useT } from '../../../i18n';
import { NewsGrid } from './news-grid';

export const HOME_NEWS_COUNT = 3;

/** The 3 latest news items (Home): the first page of 3. */
export function LatestNews() {
  const news = useNewsPage({ limit: HOME_NEWS_COUNT });
  const t = useT();
  return (
    <QueryResult query={news} loading={t('news.loading')} failed={t('news.failed')}>
      {({ items }) =>
        items.length === 0 ? <EmptyState message={t('news.empty.none')} /> : <NewsGrid articles={items} featureFirst={false} />
      }
    </QueryResult>
  );
}
