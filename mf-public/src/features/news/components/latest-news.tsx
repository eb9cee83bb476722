import { useState } from 'react';
import type { NewsArticle } from '@padel/contracts';
import { EmptyState, Spinner } from '@padel/ui-kit';
import { useNews } from '@padel/api';
import { ArticleDialog } from './article-dialog';
import { NewsGrid } from './news-grid';
import { QueryError } from '../../../components/query-error';

export const HOME_NEWS_COUNT = 3;

/** The 3 latest news items (Home). */
export function LatestNews() {
  const news = useNews();
  const [open, setOpen] = useState<NewsArticle | null>(null);
  if (news.isPending) return <Spinner label="Loading news" />;
  if (news.isError) return <QueryError error={news.error} fallback="Failed to fetch news" onRetry={() => void news.refetch()} />;
  const latest = news.data.slice(0, HOME_NEWS_COUNT);
  if (latest.length === 0) return <EmptyState message="No news yet." />;
  return (
    <>
      <NewsGrid articles={latest} onOpen={setOpen} featureFirst={false} />
      <ArticleDialog article={open} onClose={() => setOpen(null)} />
    </>
  );
}
