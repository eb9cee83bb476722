import { PageLayout, useDocumentTitle } from '@padel/platform';
import { EnterTournamentScreen } from '../features/enter-tournament';

export function EnterTournamentPage() {
  useDocumentTitle('Enter Tournament');
  return (
    <PageLayout title="Enter Tournament" lead="Enter a tournament with a confirmed team.">
      <EnterTournamentScreen />
    </PageLayout>
  );
}
