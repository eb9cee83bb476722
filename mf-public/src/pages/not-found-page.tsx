import { NotFoundCard, useDocumentTitle } from '@padel/platform';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFoundCard />;
}
