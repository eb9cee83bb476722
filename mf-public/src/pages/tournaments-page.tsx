import { PageLayout, useDocumentTitle } from '@padel/platform';
import { TournamentsBoard } from '../features/tournaments';

export function TournamentsPage() {
  useDocumentTitle('Tournaments');
  return (
    <PageLayout title="Tournaments" lead="Live, upcoming and past Gold, Silver and Bronze tournaments across the Gulf.">
      <TournamentsBoard />
    </PageLayout>
  );
}
