import { PageLayout, useDocumentTitle } from '@padel/platform';
import { EnterTournamentScreen } from '../features/enter-tournament';
import { useT } from '../i18n';

export function EnterTournamentPage() {
  const t = useT();
  useDocumentTitle(t('entry.page.title'));
  return (
    <PageLayout title={t('entry.page.title')} lead={t('entry.page.lead')}>
      <EnterTournamentScreen />
    </PageLayout>
  );
}
