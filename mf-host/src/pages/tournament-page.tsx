import { Link, useParams, PageLayout, useDocumentTitle } from '@padel/platform';
import { OrganizersOnly } from '../components/organizers-only';
import { TournamentRun } from '../features/run-tournament';
import { T, useT } from '../i18n';

/** /host-dashboard/tournaments/:id: the draw and the bracket of one of the organizer's tournaments. */
export function TournamentPage() {
  const t = useT();
  useDocumentTitle(t('tournamentPage.title'));
  const { id = '' } = useParams();
  return (
    <OrganizersOnly>
      <PageLayout
        title={t('tournamentPage.title')}
        lead={
          <Link to="/host-dashboard">
            <T id="tournamentPage.back" />
          </Link>
        }
      >
        <TournamentRun tournamentId={id} />
      </PageLayout>
    </OrganizersOnly>
  );
}
