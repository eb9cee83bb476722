import type { NewsPage } from '@padel/contracts';
import { useNewsPage } from '@padel/api';
import { EmptyState, ListPager, Stack } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useNewsFilters } from '../hooks/use-news-filters';
import { ALL_CATEGORIES, NEWS_PAGE_SIZE } from '../lib/news-filters';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { useT } from '../../../i18n';
import { NewsStats } from './news-stats';

/**
 * The News page body: stats over every article, a search and the category badges asked of the server, a page of
 * cards with a pager, the article dialog. Search, category and page live in the URL.
 */
export function NewsBoard() {
  const filters = useNewsFilters();
  const { q, category, page } = filters.query;
  const news = useNewsPage({ page, limit: NEWS_PAGE_SIZE, q, category: category === ALL_CATEGORIES ? undefined : category });
  const t = useT();
  return (
    <QueryResult query={news} loading={t('news.loading')} failed={t('news.failed')}>
      {(answer) => (
        <Stack>
          <NewsStats stats={answer.stats} />
          <NewsFilters
            search={filters.search}
            onSearchChange={filters.setSearch}
            categories={[ALL_CATEGORIES, ...answer.stats.categories]}
            category={category}
            onCategoryChange={filters.setCategory}
          />
          <NewsResults answer={answer} busy={news.isPlaceholderData} onPage={filters.setPage} />
        </Stack>
      )}
    </QueryResult>
  );
}

function NewsResults({ answer, busy, onPage }: { answer: NewsPage; busy: boolean; onPage: (page: number) => void }) {
  const t = useT();
  if (answer.total === 0) return <EmptyState message={t('news.empty.noMatching')} />;
  return (
    <>
      {answer.items.length === 0 ? (
        <EmptyState message={t('news.empty.noneOnPage', { page: answer.page })} />
      ) : (
        <NewsGrid articles={answer.items} />
      )}
      <ListPager answer={answer} label={t('news.pages')} busy={busy} onPage={onPage} />
    </>
  );
}
