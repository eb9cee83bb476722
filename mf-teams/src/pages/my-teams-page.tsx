import { PageLayout, useDocumentTitle } from '@padel/platform';
import { MyTeamsScreen } from '../features/my-teams';

export function MyTeamsPage() {
  useDocumentTitle('My Teams');
  return (
    <PageLayout title="My Teams" lead="Your invitations, confirmed teams and partner search.">
      <MyTeamsScreen />
    </PageLayout>
  );
}
