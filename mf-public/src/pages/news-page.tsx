import { PageLayout, useDocumentTitle } from '@padel/platform';
import { NewsBoard } from '../features/news';

export function NewsPage() {
  useDocumentTitle('News');
  return (
    <PageLayout title="News" lead="Results, stories and announcements from across the league.">
      <NewsBoard />
    </PageLayout>
  );
}
