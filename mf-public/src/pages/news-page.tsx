import { PageLayout, useDocumentTitle } from '@padel/platform';
import { NewsBoard } from '../features/news';
import { useT } from '../i18n';

export function NewsPage() {
  const t = useT();
  useDocumentTitle(t('page.news.title'));
  return (
    <PageLayout title={t('page.news.title')} lead={t('page.news.lead')}>
      <NewsBoard />
    </PageLayout>
  );
}
