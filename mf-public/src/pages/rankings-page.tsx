import { BEST_RESULTS_COUNTED, RESULT_VALIDITY_WEEKS } from '@padel/contracts';
import { PageLayout, useDocumentTitle } from '@padel/platform';
import { RankingsBoard } from '../features/players';

export function RankingsPage() {
  useDocumentTitle('Rankings');
  return (
    <PageLayout
      title="Player Rankings"
      lead={`The league's ranking of registered players, by the points of their best ${BEST_RESULTS_COUNTED} results of the last ${RESULT_VALIDITY_WEEKS} weeks.`}
    >
      <RankingsBoard />
    </PageLayout>
  );
}
