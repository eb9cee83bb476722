import { Link, useParams } from 'react-router-dom';
import { PageLayout, useDocumentTitle } from '@padel/platform';
import { OrganizersOnly } from '../components/organizers-only';
import { TournamentRun } from '../features/run-tournament';

/** /host-dashboard/tournaments/:id: the draw and the bracket of one of the organizer's tournaments. */
export function TournamentPage() {
  useDocumentTitle('Run the Tournament');
  const { id = '' } = useParams();
  return (
    <OrganizersOnly>
      <PageLayout title="Run the Tournament" lead={<Link to="/host-dashboard">Back to the Host Dashboard</Link>}>
        <TournamentRun tournamentId={id} />
      </PageLayout>
    </OrganizersOnly>
  );
}
