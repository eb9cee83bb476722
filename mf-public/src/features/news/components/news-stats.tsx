import type { NewsArticle } from '@padel/contracts';
import { CalendarIcon, Grid, NewspaperIcon, StatCard, TagIcon } from '@padel/ui-kit';
import { newsStats } from '../lib/news-filters';

export function NewsStats({ articles }: { articles: readonly NewsArticle[] }) {
  const stats = newsStats(articles);
  return (
    <Grid $columns={3}>
      <StatCard label="Total Articles" value={stats.total} icon={<NewspaperIcon />} />
      <StatCard label="This Week" value={stats.thisWeek} icon={<CalendarIcon />} />
      <StatCard label="Categories" value={stats.categories} icon={<TagIcon />} />
    </Grid>
  );
}
