import type { NewsStats as Stats } from '@padel/contracts';
import { CalendarIcon, Grid, NewspaperIcon, StatCard, TagIcon } from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';

/** Total Articles, This Week and Categories over every article (the answer's stats, whatever the search or the page). */
export function NewsStats({ stats }: { stats: Stats }) {
  const t = useT();
  const format = useFormat();
  return (
    <Grid $columns={3}>
      <StatCard label={t('news.stats.total')} value={format.count(stats.total_articles)} icon={<NewspaperIcon />} />
      <StatCard label={t('news.stats.thisWeek')} value={format.count(stats.this_week)} icon={<CalendarIcon />} />
      <StatCard label={t('news.stats.categories')} value={format.count(stats.categories.length)} icon={<TagIcon />} />
    </Grid>
  );
}
