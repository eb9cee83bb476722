import { NotFoundCard, useDocumentTitle } from '@padel/platform';
import { useT } from '../i18n';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('page.notFound.title'));
  return <NotFoundCard />;
}
