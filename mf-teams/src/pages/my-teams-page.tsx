import { PageLayout, useDocumentTitle } from '@padel/platform';
import { NextMatchCard } from '@padel/api/components';
import { MyTeamsScreen } from '../features/my-teams';
import { useT } from '../i18n';

export function MyTeamsPage() {
  const t = useT();
  useDocumentTitle(t('teams.page.title'));
  return (
    <PageLayout title={t('teams.page.title')} lead={t('teams.page.lead')}>
      <NextMatchCard />
      <MyTeamsScreen />
    </PageLayout>
  );
}
