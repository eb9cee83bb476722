import { PageLayout, useDocumentTitle } from '@padel/platform';
import { AboutLeague } from '../features/league';
import { useT } from '../i18n';

export function AboutPage() {
  const t = useT();
  useDocumentTitle(t('page.about.title'));
  return (
    <PageLayout title={t('page.about.heading')} lead={t('page.about.lead')}>
      <AboutLeague />
    </PageLayout>
  );
}
