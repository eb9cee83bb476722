import { Link, useParams } from 'react-router-dom';
import { PageLayout, useDocumentTitle } from '@padel/platform';
import { OrganizersOnly } from '../components/organizers-only';
import { MatchScoring } from '../features/match-scoring';

/** /host-dashboard/tournaments/:id/matches/:matchId: scoring one match courtside. */
export function MatchPage() {
  useDocumentTitle('Score a Match');
  const { id = '', matchId = '' } = useParams();
  return (
    <OrganizersOnly>
      <PageLayout
        title="Score a Match"
        lead={<Link to={`/host-dashboard/tournaments/${encodeURIComponent(id)}`}>Back to the bracket</Link>}
      >
        <MatchScoring tournamentId={id} matchId={matchId} />
      </PageLayout>
    </OrganizersOnly>
  );
}
