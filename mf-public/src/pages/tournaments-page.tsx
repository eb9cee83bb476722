import { PageLayout, useDocumentTitle } from '@padel/platform';
import { TournamentsBoard } from '../features/tournaments';
import { useT } from '../i18n';

export function TournamentsPage() {
  const t = useT();
  useDocumentTitle(t('page.tournaments.title'));
  return (
    <PageLayout title={t('page.tournaments.title')} lead={t('page.tournaments.lead')}>
      <TournamentsBoard />
    </PageLayout>
  );
}
