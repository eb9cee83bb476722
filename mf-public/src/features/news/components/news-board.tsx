import { useState } from 'react';
import styled from 'styled-components';
import type { NewsArticle } from '@padel/contracts';
import { EmptyState, Spinner } from '@padel/ui-kit';
import { useNews } from '@padel/api';
import { useNewsFilters } from '../hooks/use-news-filters';
import { ArticleDialog } from './article-dialog';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { NewsStats } from './news-stats';
import { QueryError } from '../../../components/query-error';

export const NO_MATCHING_NEWS = 'No news articles found matching your criteria.';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** The News page body: stats, search and category filter, cards, article dialog. */
export function NewsBoard() {
  const news = useNews();
  const articles = news.data ?? [];
  const filters = useNewsFilters(articles);
  const [open, setOpen] = useState<NewsArticle | null>(null);

  if (news.isPending) return <Spinner label="Loading news" />;
  if (news.isError) return <QueryError error={news.error} fallback="Failed to fetch news" onRetry={() => void news.refetch()} />;

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
      {filters.visible.length === 0 ? <EmptyState message={NO_MATCHING_NEWS} /> : <NewsGrid articles={filters.visible} onOpen={setOpen} />}
      <ArticleDialog article={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
