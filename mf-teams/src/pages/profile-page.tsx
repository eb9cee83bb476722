import { PageLayout, useDocumentTitle } from '@padel/platform';
import { ProfileScreen } from '../features/profile';

export function ProfilePage() {
  useDocumentTitle('My Profile');
  return (
    <PageLayout title="My Profile" lead="Your player details and account.">
      <ProfileScreen />
    </PageLayout>
  );
}
