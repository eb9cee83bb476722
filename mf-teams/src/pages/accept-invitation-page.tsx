import { useSearchParams } from 'react-router-dom';
import { HomeButtonLink, NoticeCard, NotAvailableYet, PageLayout, useAuth, useDocumentTitle } from '@padel/platform';
import { Spinner } from '@padel/ui-kit';

/** SPEC §2 Accept invitation: reads the token from the query string. */
export function AcceptInvitationPage() {
  useDocumentTitle('Accept Invitation');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { status } = useAuth();

  if (!token) return <NoticeCard title="Invalid Invitation" message="No invitation token found in URL" />;
  if (status === 'loading') return <Spinner label="Checking your session" />;
  if (status !== 'signed-in') {
    return (
      <NoticeCard title="Sign In Required" message="Please sign in to accept this team invitation.">
        <HomeButtonLink href="/">Go Home</HomeButtonLink>
      </NoticeCard>
    );
  }
  return (
    <PageLayout title="Accept Invitation">
      <NotAvailableYet what="Accepting invitations" />
    </PageLayout>
  );
}
