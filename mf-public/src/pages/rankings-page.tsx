import { PageLayout, useDocumentTitle } from '@padel/platform';
import { RankingsBoard } from '../features/players';

export function RankingsPage() {
  useDocumentTitle('Rankings');
  return (
    <PageLayout title="Player Rankings" lead="The league's ranking of registered players, by ranking points of the 2026 season.">
      <RankingsBoard />
    </PageLayout>
  );
}
