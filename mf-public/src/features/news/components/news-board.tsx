import type { NewsArticle } from '@padel/contracts';
import { useNews } from '@padel/api';
import { EmptyState, Stack } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useNewsFilters } from '../hooks/use-news-filters';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { useT } from '../../../i18n';
import { NewsStats } from './news-stats';

/** The News page body: stats, search and category filter, cards, article dialog. */
export function NewsBoard() {
  const news = useNews();
  const t = useT();
  return (
    <QueryResult query={news} loading={t('news.loading')} failed={t('news.failed')}>
      {(articles) => <FilteredNews articles={articles} />}
    </QueryResult>
  );
}

function FilteredNews({ articles }: { articles: readonly NewsArticle[] }) {
  const filters = useNewsFilters(articles);
  const t = useT();
  return (
    <Stack>
      <NewsStats articles={articles} />
      <NewsFilters
        search={filters.search}
        onSearchChange={filters.setSearch}
        categories={filters.categories}
        category={filters.category}
        onCategoryChange={filters.setCategory}
      />
      {filters.visible.length === 0 ? <EmptyState message={t('news.empty.noMatching')} /> : <NewsGrid articles={filters.visible} />}
    </Stack>
  );
}
