import type { NewsArticle } from '@padel/contracts';
import { CalendarIcon, Grid, NewspaperIcon, StatCard, TagIcon } from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { newsStats } from '../lib/news-filters';

export function NewsStats({ articles }: { articles: readonly NewsArticle[] }) {
  const stats = newsStats(articles);
  const t = useT();
  const format = useFormat();
  return (
    <Grid $columns={3}>
      <StatCard label={t('news.stats.total')} value={format.count(stats.total)} icon={<NewspaperIcon />} />
      <StatCard label={t('news.stats.thisWeek')} value={format.count(stats.thisWeek)} icon={<CalendarIcon />} />
      <StatCard label={t('news.stats.categories')} value={format.count(stats.categories)} icon={<TagIcon />} />
    </Grid>
  );
}
