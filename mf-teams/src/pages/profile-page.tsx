import { PageLayout, useDocumentTitle } from '@padel/platform';
import { ProfileScreen } from '../features/profile';
import { useT } from '../i18n';

export function ProfilePage() {
  const t = useT();
  useDocumentTitle(t('profile.page.title'));
  return (
    <PageLayout title={t('profile.page.title')} lead={t('profile.page.lead')}>
      <ProfileScreen />
    </PageLayout>
  );
}
