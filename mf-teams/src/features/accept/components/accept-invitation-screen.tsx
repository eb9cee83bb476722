import styled from 'styled-components';
import { HomeButtonLink, NoticeCard, useAuth, useSignInAction } from '@padel/platform';
import { Button, Spinner } from '@padel/ui-kit';
import { AcceptInvitation } from './accept-invitation';
import { useT } from '../../../i18n';

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
  const t = useT();
  const { status } = useAuth();
  const onSignIn = useSignInAction();

  if (!token) {
    // A dead end no more (issue 33, item 12): the way on is My Teams (invitations are listed there) or Home.
    return (
      <NoticeCard title={t('accept.invalid.title')} message={t('accept.invalid.message')}>
        <Actions>
          <HomeButtonLink href="/my-teams">{t('accept.goMyTeams')}</HomeButtonLink>
          <HomeButtonLink href="/">{t('accept.goHome')}</HomeButtonLink>
        </Actions>
      </NoticeCard>
    );
  }
  if (status === 'loading') {
    return (
      <Centered>
        <Spinner label={t('accept.checkingSession')} />
      </Centered>
    );
  }
  if (status !== 'signed-in') {
    return (
      <NoticeCard title={t('accept.signIn.title')} message={t('accept.signIn.message')}>
        <Actions>
          <Button onClick={onSignIn}>{t('accept.signIn.button')}</Button>
          <HomeButtonLink href="/">{t('accept.goHome')}</HomeButtonLink>
        </Actions>
      </NoticeCard>
    );
  }
  return <AcceptInvitation token={token} />;
}
