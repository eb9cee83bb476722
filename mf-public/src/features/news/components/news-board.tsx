import type { NewsArticle } from '@padel/contracts';
import { useNews } from '@padel/api';
import { EmptyState, Stack } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useNewsFilters } from '../hooks/use-news-filters';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { NewsStats } from './news-stats';

export const NO_MATCHING_NEWS = 'No news articles found matching your criteria.';

/** The News page body: stats, search and category filter, cards, article dialog. */
export function NewsBoard() {
  const news = useNews();
  return (
    <QueryResult query={news} loading="Loading news" failed="Failed to fetch news">
      {(articles) => <FilteredNews articles={articles} />}
    </QueryResult>
  );
}

function FilteredNews({ articles }: { articles: readonly NewsArticle[] }) {
  const filters = useNewsFilters(articles);
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
      {filters.visible.length === 0 ? <EmptyState message={NO_MATCHING_NEWS} /> : <NewsGrid articles={filters.visible} />}
    </Stack>
  );
}
