import { Link, useParams, PageLayout, useDocumentTitle } from '@padel/platform';
import { OrganizersOnly } from '../components/organizers-only';
import { MatchScoring } from '../features/match-scoring';
import { T, useT } from '../i18n';

/** /host-dashboard/tournaments/:id/matches/:matchId: scoring one match courtside. */
export function MatchPage() {
  const t = useT();
  useDocumentTitle(t('matchPage.title'));
  const { id = '', matchId = '' } = useParams();
  return (
    <OrganizersOnly>
      <PageLayout
        title={t('matchPage.title')}
        lead={
          <Link to={`/host-dashboard/tournaments/${encodeURIComponent(id)}`}>
            <T id="matchPage.back" />
          </Link>
        }
      >
        <MatchScoring tournamentId={id} matchId={matchId} />
      </PageLayout>
    </OrganizersOnly>
  );
}
