import styled from 'styled-components';
import { HomeButtonLink, NoticeCard, useAuth, useSignInAction } from '@padel/platform';
import { Button, Spinner } from '@padel/ui-kit';
import { AcceptInvitation } from './accept-invitation';

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

/** SPEC §2 Accept invitation: Invalid Invitation without a token, Sign In Required without a session, else Accept. */
export function AcceptInvitationScreen({ token }: { token: string | undefined }) {
  const { status } = useAuth();
  const onSignIn = useSignInAction();

  if (!token) return <NoticeCard title="Invalid Invitation" message="No invitation token found in URL" />;
  if (status === 'loading') {
    return (
      <Centered>
        <Spinner label="Checking your session" />
      </Centered>
    );
  }
  if (status !== 'signed-in') {
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
