import { BEST_RESULTS_COUNTED, RESULT_VALIDITY_WEEKS } from '@padel/contracts';
import { PageLayout, useDocumentTitle } from '@padel/platform';
import { RankingsBoard } from '../features/players';
import { useT } from '../i18n';

export function RankingsPage() {
  const t = useT();
  useDocumentTitle(t('page.rankings.title'));
  return (
    <PageLayout
      title={t('page.rankings.heading')}
      lead={t('page.rankings.lead', { best: BEST_RESULTS_COUNTED, weeks: RESULT_VALIDITY_WEEKS })}
    >
      <RankingsBoard />
    </PageLayout>
  );
}
