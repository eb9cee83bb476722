import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { HomeButtonLink, NoticeCard, useAuth, useDocumentTitle, useToast } from '@padel/platform';
import { Button, Spinner } from '@padel/ui-kit';
import { AcceptInvitation } from '../features/accept';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 56px 0;
`;

/** SPEC §2 Accept invitation: reads the token from the query string. */
export function AcceptInvitationPage() {
  useDocumentTitle('Accept Invitation');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { status, openSignIn } = useAuth();
  const { toast } = useToast();

  if (!token) return <NoticeCard title="Invalid Invitation" message="No invitation token found in URL" />;
  if (status === 'loading') {
    return (
      <Centered>
        <Spinner label="Checking your session" />
      </Centered>
    );
  }
  if (status !== 'signed-in') {
    const onSignIn = () => {
      try {
        openSignIn();
      } catch (error) {
        toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
      }
    };
    return (
      <NoticeCard title="Sign In Required" message="Please sign in to accept this team invitation.">
        <Actions>
          <Button onClick={onSignIn}>Sign In</Button>
          <HomeButtonLink href="/">Go Home</HomeButtonLink>
        </Actions>
      </NoticeCard>
    );
  }
  return <AcceptInvitation token={token} />;
}
